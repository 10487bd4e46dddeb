// lz-string's base64 streams (encoder/formats/lz_string.hpp): published vectors, round trips,
// and bad input that must be one error, never a crash, a hang or an empty success.
#include <catch2/catch.hpp>

#include <random>

#include "formats/lz_string.hpp"

namespace gridsat::test {
namespace {

using lz::Alphabet;
using lz::LzError;

std::u16string u16(std::string_view ascii) {
  return lz::utf8_to_utf16(ascii);
}

// From pieroxy/lz-string, src/__tests__/testFunctions.ts (test_tattooSource) and
// src/base64/base64.test.ts (test_tattooBase64): the library's own known output.
const char* const kTattoo =
    "During tattooing, ink is injected into the skin, initiating an immune response, and cells "
    "called \"macrophages\" move into the area and \"eat up\" the ink. The macrophages carry some "
    "of the ink to the body's lymph nodes, but some that are filled with ink stay put, embedded "
    "in the skin. That's what makes the tattoo visible under the skin. Dalhousie Uiversity's "
    "Alec Falkenham is developing a topical cream that works by targeting the macrophages that "
    "have remained at the site of the tattoo. New macrophages move in to consume the previously "
    "pigment-filled macrophages and then migrate to the lymph nodes, eventually taking all the "
    "dye with them. \"When comparing it to laser-based tattoo removal, in which you see the "
    "burns, the scarring, the blisters, in this case, we've designed a drug that doesn't really "
    "have much off-target effect,\" he said. \"We're not targeting any of the normal skin cells, "
    "so you won't see a lot of inflammation. In fact, based on the process that we're actually "
    "using, we don't think there will be any inflammation at all and it would actually be "
    "anti-inflammatory.";
const char* const kTattooBase64 =
    "CIVwTglgdg5gBAFwIYIQezdGAaO0DWeAznlAFYCmAxghQCanqIAWFcR+0u0ECEKWOEih4AtqJBQ2YCkQAOaKEQq5hDKh"
    "QA2mklSTb6cAESikVMGjnMkMWUbii0ANzbQmCVkJlIhUBkYoUOBA5ew9XKHwAOjgAFU9Tc0trW10kMDAAT3Y0UTY0ADM"
    "WCMJ3TwAjNDpMgHISTUzRKzgoKtlccpAEHLyWIPS2AogDBgB3XmZSQiJkbLku3ApRcvo6Q2hi9k4oGPiUOrhR627TfFl"
    "N5FQMOCcIIghyzTZJNbBNjmgY4H1mNBB7tgAVQgLjA9wQtRIAEEnlQ4AAxfRnKDWUTEOBrFyaSyCHzoOQQPSaODmQJoj"
    "xBUZoMD4EjlbLIMC2PiwTaJCxWGznCndawuOAyUzQQxBcLsXj5Ipiy7oNAxAByFFGDjMHJS50c/I2TCoiiIIF6YrkMlu"
    "fyIDTgBJgeSgCAAtEMRiqkpzUr4GOERKIIDAwCg2GU2A0mpNWmsiIsXLaQPoLchtvBY5tqmxxh5iqIYkYAOqsES6prpQ"
    "S8RBoOCaJDKMB28qVwwy66C5z6bgiI6EyaZP7sCgBirgJS4MVEPQZLBDiqaO60MGtlh3El13CjCg1fnhn1SBg+OhgEDw"
    "HkYtCyKA1brebTZPlsCRUSaFAp2xnMuAUAoFagIbD2TxEJAQOgs2zVcZBaNBumfCgWUTKBskKTZWjAUxiQ+fMtB0XAiD"
    "LLsQEORQzx7NgfGxbp4OgAoK3EARFBiABJEQCjML84FrZQGEUTZjTQDQiBIQ8VxqUCmJjS9gnuWBlzYOh8Ig5gCGKUDx"
    "m0FiiNg0gKKQKi+A4/plLUPBuipEBNG3GgRItFZfD4O1yMo0x0CyKIgA";

TEST_CASE("lz-string: published vectors decompress and compress exactly", "[fpuzzles][lz]") {
  CHECK(lz::utf16_to_utf8(lz::decompress(kTattooBase64)) == kTattoo);
  CHECK(lz::compress(u16(kTattoo)) == kTattooBase64);
  // "Hello, world!" <-> BIUwNmD2A0AEDukBOYAmBCIA: the vector that the ports of lz-string check
  // (e.g. the VB.NET port's LZStringUnitTests: testCompressToBase64 / testDecompressFromBase64).
  CHECK(lz::compress(u16("Hello, world!")) == "BIUwNmD2A0AEDukBOYAmBCIA");
  CHECK(lz::utf16_to_utf8(lz::decompress("BIUwNmD2A0AEDukBOYAmBCIA")) == "Hello, world!");
  // The URI-safe alphabet decodes through the same entry ('-' for '/', no padding).
  std::string uri = kTattooBase64;
  for (char& c : uri)
    if (c == '/') c = '-';
  CHECK(lz::utf16_to_utf8(lz::decompress(uri)) == kTattoo);
}

TEST_CASE("lz-string: round trips", "[fpuzzles][lz]") {
  std::vector<std::u16string> texts = {u"", u"a", u"aaaaabaaaaacaaaaadaaaaaeaaaaa",
                                       u"\u00e9t\u00e9 \u4e2d\u6587 \U0001F600 end"};
  std::u16string ascii;
  for (char16_t c = 32; c < 127; ++c) ascii += c;
  texts.push_back(ascii);
  std::u16string wide = ascii;
  for (char16_t c = 160; c < 5000; ++c) wide += c;
  texts.push_back(wide);
  std::mt19937 rng(7);
  std::u16string random;
  for (int i = 0; i < 5000; ++i) random += static_cast<char16_t>(32 + rng() % 95);
  texts.push_back(random);
  std::u16string numbers;
  for (int i = 0; i < 3000; ++i) numbers += u16(std::to_string(rng() % 100000) + " ");
  texts.push_back(numbers);
  for (const auto& t : texts) {
    for (Alphabet a : {Alphabet::Base64, Alphabet::UriSafe}) {
      const std::string packed = lz::compress(t, a);
      CHECK(lz::decompress(packed) == t);
      if (a == Alphabet::Base64) CHECK(packed.size() % 4 == 0);
      if (a == Alphabet::UriSafe) CHECK(packed.find_first_of("/=") == std::string::npos);
    }
  }
  // Repetition compresses: 29 characters into fewer than 29 base64 characters.
  CHECK(lz::compress(u"aaaaabaaaaacaaaaadaaaaaeaaaaa").size() < 29);
  CHECK(lz::utf16_to_utf8(u16("\u00e9\U0001F600")) == "\u00e9\U0001F600");
}

TEST_CASE("lz-string: bad input is one error each", "[fpuzzles][lz]") {
  CHECK_THROWS_WITH(lz::decompress(""), "no compressed data");
  CHECK_THROWS_WITH(lz::decompress("BIUw%mD2"), Catch::Contains("'%' at position 5"));
  CHECK_THROWS_WITH(lz::decompress("BIUw\nmD2"), Catch::Contains("byte 10 at position 5"));
  // Truncated: every proper prefix of a stream ends before its end mark (or is refused).
  const std::string hello = "BIUwNmD2A0AEDukBOYAmBCIA";
  for (std::size_t k = 1; k + 1 < hello.size(); ++k) {
    INFO("prefix of " << k);
    CHECK_THROWS_AS(lz::decompress(hello.substr(0, k)), LzError);
  }
  // "//": first code 3 (not a character kind).
  CHECK_THROWS_WITH(lz::decompress("////"), Catch::Contains("does not start with a character"));
  // Hand-made: first code 0 (2 bits, least significant first: 0 0), the literal 'a' = 0x61 (8 bits
  // least significant first: 1 0 0 0 0 1 1 0), then code 7 (3 bits: 1 1 1) while the dictionary
  // holds 4 entries. The stream 00 10000110 111 + padding, 6 bits to a character: 001000 = 'I',
  // 011011 = 'b', 100000 = 'g'.
  CHECK_THROWS_WITH(lz::decompress("Ibg"), Catch::Contains("dictionary entry 7 of only 4"));
  // Output past the limit: a long run of one character, decoded with a small cap.
  const std::string run = lz::compress(std::u16string(100000, u'x'));
  CHECK(lz::decompress(run).size() == 100000);
  CHECK_THROWS_WITH(lz::decompress(run, 1000), Catch::Contains("longer than 1000"));
  // A lone surrogate in the decompressed text is refused when it becomes UTF-8.
  const std::u16string lone(1, static_cast<char16_t>(0xd800));
  CHECK_THROWS_AS(lz::utf16_to_utf8(lz::decompress(lz::compress(lone))), LzError);
  CHECK_THROWS_AS(lz::utf8_to_utf16("\xc3"), LzError);
  CHECK_THROWS_AS(lz::utf8_to_utf16("\xff"), LzError);
  // Random garbage in the alphabet: errors or some text, never a crash or a hang.
  std::mt19937 rng(11);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (int i = 0; i < 2000; ++i) {
    std::string s;
    const int len = 1 + static_cast<int>(rng() % 60);
    for (int k = 0; k < len; ++k) s += alphabet[rng() % 64];
    try {
      (void)lz::decompress(s, 10000);
    } catch (const LzError&) {
    }
  }
}

}  // namespace
}  // namespace gridsat::test

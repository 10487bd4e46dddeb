// lz-string's base64 forms (pieroxy's lz-string 1.4: compressToBase64 / decompressFromBase64 and
// the URI-safe alphabet of compressToEncodedURIComponent), which f-puzzles and SudokuPad links
// carry. Written from the algorithm's description: an LZW variant over UTF-16 code units whose
// codes grow from 2 bits as the dictionary grows, each code written least significant bit first,
// the bit stream packed 6 bits to a character, most significant first.
//
// Decompression treats its input as hostile: a character outside the alphabets, a stream that
// ends before its end code, a code past the dictionary or output past `max_units` is an LzError,
// never a crash, a hang or a silent empty result.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gridsat::lz {

class LzError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class Alphabet { Base64, UriSafe };

inline constexpr std::size_t kDefaultMaxUnits = std::size_t{4} << 20;  // 4 Mi code units

// compressToBase64 (padded with '=' to a multiple of 4) or compressToEncodedURIComponent.
std::string compress(std::u16string_view text, Alphabet alphabet = Alphabet::Base64);
// decompressFromBase64 and decompressFromEncodedURIComponent in one: both alphabets are taken
// ('+' or a space for 62, '/' or '-' for 63, '=' and '$' as padding).
std::u16string decompress(std::string_view data, std::size_t max_units = kDefaultMaxUnits);

// UTF-8 <-> UTF-16, for the JSON that the streams carry; LzError on invalid input.
std::u16string utf8_to_utf16(std::string_view text);
std::string utf16_to_utf8(std::u16string_view text);

}  // namespace gridsat::lz

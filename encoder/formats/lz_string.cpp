// lz-string's compressed streams (see lz_string.hpp). The scheme, as described by its author:
//
// - The dictionary starts with three reserved codes: 0 = "an 8-bit character follows", 1 = "a
//   16-bit character follows", 2 = "end of stream". Every new character gets the next code when
//   it is first seen, and is written once as a literal (code 0 or 1, then its bits).
// - As in LZW, the longest known prefix w of the rest of the input is written as its code and
//   w + next character becomes a new code.
// - Codes are written with `bits` bits, starting at 2; `enlarge` counts the codes left before the
//   width must grow: each written code (a literal counts twice, for its own entry and the pair
//   it starts) decrements it, and at 0 it becomes 2^bits and bits grows by one.
// - The decoder mirrors this: it starts one step later (bits 3, enlarge 4), reads the first
//   character as a 2-bit code and its literal, and for a code equal to the next free one (the
//   classic LZW corner case) rebuilds it as w + w's first character.
//
// The decoder keeps no strings in its dictionary: every entry but a literal is "w + the first
// character of what followed w", and what followed w was appended right after w in the output,
// so an entry is an (offset, length) slice of the output. Memory is linear in the output, which
// is capped.
#include "formats/lz_string.hpp"

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gridsat::lz {
namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
constexpr std::string_view kUriSafe =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
constexpr int kBitsPerChar = 6;

// The 6-bit value of each input character, -1 when it is in neither alphabet.
std::array<int, 256> value_table() {
  std::array<int, 256> t{};
  t.fill(-1);
  for (int i = 0; i < 64; ++i) {
    t[static_cast<unsigned char>(kBase64[static_cast<std::size_t>(i)])] = i;
    t[static_cast<unsigned char>(kUriSafe[static_cast<std::size_t>(i)])] = i;
  }
  t[' '] = 62;  // a '+' that URL decoding turned into a space
  t['='] = 0;   // padding: its bits are never read by a well-formed stream
  t['$'] = 0;
  return t;
}

class BitWriter {
 public:
  explicit BitWriter(std::string_view alphabet) : alphabet_(alphabet) {}
  // `count` bits of `value`, least significant first.
  void write(std::uint32_t value, int count) {
    for (int i = 0; i < count; ++i) {
      push((value & 1u) != 0);
      value >>= 1;
    }
  }
  // Pads the last character with zero bits; like lz-string, a full last character still gets a
  // character of padding after it.
  std::string finish() {
    while (true) {
      acc_ <<= 1;
      if (pos_ == kBitsPerChar - 1) {
        out_ += alphabet_[acc_];
        break;
      }
      ++pos_;
    }
    return std::move(out_);
  }

 private:
  void push(bool bit) {
    acc_ = (acc_ << 1) | (bit ? 1u : 0u);
    if (pos_ == kBitsPerChar - 1) {
      out_ += alphabet_[acc_];
      acc_ = 0;
      pos_ = 0;
    } else {
      ++pos_;
    }
  }
  std::string_view alphabet_;
  std::string out_;
  std::uint32_t acc_ = 0;
  int pos_ = 0;
};

class BitReader {
 public:
  explicit BitReader(std::vector<std::uint8_t> values) : values_(std::move(values)) {}
  // `count` bits, least significant first; LzError when the input ends first.
  std::uint32_t read(int count) {
    std::uint32_t value = 0;
    for (int i = 0; i < count; ++i) {
      if (index_ >= values_.size())
        throw LzError("the compressed data ends before its end mark (truncated?)");
      if (values_[index_] & mask_) value |= std::uint32_t{1} << i;
      mask_ >>= 1;
      if (mask_ == 0) {
        mask_ = 1u << (kBitsPerChar - 1);
        ++index_;
      }
    }
    return value;
  }

 private:
  std::vector<std::uint8_t> values_;
  std::size_t index_ = 0;
  std::uint32_t mask_ = 1u << (kBitsPerChar - 1);
};

// The code width bookkeeping shared by both directions.
struct Width {
  int bits;
  std::uint32_t enlarge;
  void used() {
    if (--enlarge == 0) {
      enlarge = std::uint32_t{1} << bits;
      ++bits;
    }
  }
};

}  // namespace

std::string compress(std::u16string_view text, Alphabet alphabet) {
  BitWriter out(alphabet == Alphabet::Base64 ? kBase64 : kUriSafe);
  std::unordered_map<char16_t, std::uint32_t> single;     // character -> its code
  std::unordered_map<std::uint64_t, std::uint32_t> pair;  // (code of w, next char) -> code
  std::vector<bool> pending;        // by code: a character not yet written as a literal
  std::vector<char16_t> character;  // by code: its character (codes of single characters)
  std::uint32_t next_code = 3;
  Width width{2, 2};
  bool have_w = false;
  std::uint32_t w = 0;  // the code of the current prefix

  auto emit = [&](std::uint32_t code) {
    if (code < pending.size() && pending[code]) {
      const char16_t ch = character[code];
      if (ch < 256) {
        out.write(0, width.bits);
        out.write(ch, 8);
      } else {
        out.write(1, width.bits);
        out.write(ch, 16);
      }
      width.used();
      pending[code] = false;
    } else {
      out.write(code, width.bits);
    }
    width.used();
  };

  for (char16_t c : text) {
    auto found = single.find(c);
    if (found == single.end()) {
      found = single.emplace(c, next_code).first;
      if (pending.size() <= next_code) {
        pending.resize(next_code + 1, false);
        character.resize(next_code + 1, 0);
      }
      pending[next_code] = true;
      character[next_code] = c;
      ++next_code;
    }
    if (!have_w) {
      w = found->second;
      have_w = true;
      continue;
    }
    const std::uint64_t key = (std::uint64_t{w} << 16) | c;
    if (auto p = pair.find(key); p != pair.end()) {
      w = p->second;
      continue;
    }
    emit(w);
    pair.emplace(key, next_code++);
    w = found->second;
  }
  if (have_w) emit(w);
  out.write(2, width.bits);
  std::string result = out.finish();
  if (alphabet == Alphabet::Base64)
    while (result.size() % 4 != 0) result += '=';
  return result;
}

std::u16string decompress(std::string_view data, std::size_t max_units) {
  static const std::array<int, 256> table = value_table();
  std::vector<std::uint8_t> values;
  values.reserve(data.size());
  for (std::size_t i = 0; i < data.size(); ++i) {
    const int v = table[static_cast<unsigned char>(data[i])];
    if (v < 0) {
      const auto byte = static_cast<unsigned char>(data[i]);
      std::string shown = byte >= 0x21 && byte < 0x7f ? std::string("'") + data[i] + "'"
                                                      : "byte " + std::to_string(byte);
      throw LzError("character " + shown + " at position " + std::to_string(i + 1) +
                    " is not in lz-string's base64 alphabet");
    }
    values.push_back(static_cast<std::uint8_t>(v));
  }
  if (values.empty()) throw LzError("no compressed data");
  BitReader in(std::move(values));

  struct Slice {
    std::uint32_t start = 0;
    std::uint32_t length = 0;  // 0: a literal character
    char16_t literal = 0;
  };
  std::vector<Slice> dict(3);  // codes 0, 1, 2 are reserved
  std::u16string out;

  auto literal = [&](std::uint32_t kind) -> char16_t {
    return static_cast<char16_t>(in.read(kind == 0 ? 8 : 16));
  };
  const std::uint32_t first = in.read(2);
  if (first == 2) return out;
  if (first == 3) throw LzError("the compressed data does not start with a character");
  out.push_back(literal(first));
  dict.push_back({0, 0, out[0]});
  Slice w{0, 1, 0};
  Width width{3, 4};

  while (true) {
    if (width.bits > 31) throw LzError("the compressed data's codes grow past 31 bits");
    std::uint32_t code = in.read(width.bits);
    if (code == 2) return out;
    if (code < 2) {
      dict.push_back({0, 0, literal(code)});
      code = static_cast<std::uint32_t>(dict.size() - 1);
      width.used();
    }
    const auto start = static_cast<std::uint32_t>(out.size());
    std::uint32_t length = 0;
    if (code < dict.size()) {
      const Slice e = dict[code];
      length = e.length == 0 ? 1 : e.length;
      if (out.size() + length > max_units)
        throw LzError("the decompressed text is longer than " + std::to_string(max_units) +
                      " characters");
      if (e.length == 0) {
        out.push_back(e.literal);
      } else {
        out.resize(out.size() + length);
        for (std::uint32_t i = 0; i < length; ++i) out[start + i] = out[e.start + i];
      }
    } else if (code == dict.size()) {
      length = w.length + 1;
      if (out.size() + length > max_units)
        throw LzError("the decompressed text is longer than " + std::to_string(max_units) +
                      " characters");
      out.resize(out.size() + length);
      for (std::uint32_t i = 0; i < w.length; ++i) out[start + i] = out[w.start + i];
      out[start + w.length] = out[w.start];
    } else {
      throw LzError("the compressed data refers to dictionary entry " + std::to_string(code) +
                    " of only " + std::to_string(dict.size()));
    }
    dict.push_back({w.start, w.length + 1, 0});  // w + the first character of this entry
    width.used();
    w = {start, length, 0};
  }
}

std::u16string utf8_to_utf16(std::string_view text) {
  std::u16string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    std::uint32_t cp = 0;
    int extra = 0;
    if (b < 0x80) {
      cp = b;
    } else if ((b & 0xe0) == 0xc0) {
      cp = b & 0x1fu, extra = 1;
    } else if ((b & 0xf0) == 0xe0) {
      cp = b & 0x0fu, extra = 2;
    } else if ((b & 0xf8) == 0xf0) {
      cp = b & 0x07u, extra = 3;
    } else {
      throw LzError("invalid UTF-8 at byte " + std::to_string(i + 1));
    }
    if (i + static_cast<std::size_t>(extra) >= text.size())
      throw LzError("truncated UTF-8 at byte " + std::to_string(i + 1));
    for (int k = 1; k <= extra; ++k) {
      const auto c = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((c & 0xc0) != 0x80) throw LzError("invalid UTF-8 at byte " + std::to_string(i + 1));
      cp = (cp << 6) | (c & 0x3fu);
    }
    static constexpr std::uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[extra] || cp > 0x10ffff || (cp >= 0xd800 && cp < 0xe000))
      throw LzError("invalid UTF-8 at byte " + std::to_string(i + 1));
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(static_cast<char16_t>(0xd800 + (cp >> 10)));
      out.push_back(static_cast<char16_t>(0xdc00 + (cp & 0x3ff)));
    } else {
      out.push_back(static_cast<char16_t>(cp));
    }
    i += static_cast<std::size_t>(extra) + 1;
  }
  return out;
}

std::string utf16_to_utf8(std::u16string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::uint32_t cp = text[i];
    if (cp >= 0xd800 && cp < 0xdc00) {
      if (i + 1 >= text.size() || text[i + 1] < 0xdc00 || text[i + 1] >= 0xe000)
        throw LzError("invalid UTF-16 (a lone surrogate) at character " + std::to_string(i + 1));
      cp = 0x10000 + ((cp - 0xd800) << 10) + (text[i + 1] - 0xdc00u);
      ++i;
    } else if (cp >= 0xdc00 && cp < 0xe000) {
      throw LzError("invalid UTF-16 (a lone surrogate) at character " + std::to_string(i + 1));
    }
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xc0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xe0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    }
  }
  return out;
}

}  // namespace gridsat::lz

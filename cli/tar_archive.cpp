// The ustar layout (POSIX.1-1988, "pax" in POSIX.1-2001 keeps it as its base): each entry is a
// 512-byte header (name, mode, owner, size, time, a checksum of the header, type, "ustar\000"),
// then its data padded with zeros to a multiple of 512 bytes; two zero blocks end the archive.
#include "tar_archive.hpp"

#include <cstdio>
#include <stdexcept>

namespace gridsat::cli {
namespace {

constexpr std::size_t kBlock = 512;

// `value` in octal, zero-padded to fill `width - 1` digits and a NUL, at `offset`.
void octal(std::string& header, std::size_t offset, std::size_t width, unsigned long long value) {
  char digits[32];
  std::snprintf(digits, sizeof digits, "%0*llo", static_cast<int>(width - 1), value);
  header.replace(offset, width - 1, digits, width - 1);
}

void entry(std::string& out, const std::string& name, char type, unsigned mode,
           const std::string& data, std::time_t mtime) {
  if (name.size() >= 100) throw std::invalid_argument("tar: name too long: " + name);
  std::string header(kBlock, '\0');
  header.replace(0, name.size(), name);
  octal(header, 100, 8, mode);
  octal(header, 108, 8, 0);  // uid
  octal(header, 116, 8, 0);  // gid
  octal(header, 124, 12, data.size());
  octal(header, 136, 12, static_cast<unsigned long long>(mtime < 0 ? 0 : mtime));
  header[156] = type;
  header.replace(257, 8,
                 std::string("ustar\0"
                             "00",
                             8));
  // The checksum is the sum of the header's bytes with its own field read as eight spaces.
  header.replace(148, 8, 8, ' ');
  unsigned sum = 0;
  for (char c : header) sum += static_cast<unsigned char>(c);
  char field[8];
  std::snprintf(field, sizeof field, "%06o", sum);
  header.replace(148, 7, field, 7);  // six digits, a NUL; the space stays
  out += header;
  out += data;
  out.append((kBlock - data.size() % kBlock) % kBlock, '\0');
}

}  // namespace

std::string tar_archive(const std::string& folder,
                        const std::vector<std::pair<std::string, std::string>>& files,
                        std::time_t mtime) {
  std::string out;
  entry(out, folder + "/", '5', 0755, "", mtime);
  for (const auto& [name, data] : files) entry(out, folder + "/" + name, '0', 0644, data, mtime);
  out.append(2 * kBlock, '\0');
  return out;
}

}  // namespace gridsat::cli

// libFuzzer target for one puzzle reader: the environment's GRIDSAT_FUZZ_FORMAT names it (a format
// of `gridsat list formats`), unset or empty lets read_puzzle detect the format, as the cli does
// without --from.
//
// Beyond "no crash, no sanitizer report, no hang", each input checks what every reader promises:
// an error is a value with a message and a position that lies inside the text; a puzzle has a
// sane shape; and the native text of a puzzle reads back as the same puzzle (type, size, givens),
// so that `convert` never writes what gridsat cannot read.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "formats/formats.hpp"
#include "fuzz_support.hpp"

using namespace gridsat;

namespace {
std::string g_format;
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* format = std::getenv("GRIDSAT_FUZZ_FORMAT")) g_format = format;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ReadResult read = read_puzzle(text, g_format, "");
  if (read.error) {
    fuzz::require(!read.puzzle, "a puzzle came back with an error");
    fuzz::require_sane_error(*read.error, text);
    return 0;
  }
  fuzz::require(read.puzzle != nullptr, "neither a puzzle nor an error");
  fuzz::require_round_trip(*read.puzzle);
  return 0;
}

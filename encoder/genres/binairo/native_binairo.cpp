// The native format for binairo: `binairo HxW [unique-lines=no]` (or `binairo N` for N x N),
// then an optional `grid:` of H rows of W cells: `0`, `1`, and `.` or `-` for an empty cell.
// Rulers are not skipped as in sudoku: a row of `-` is a row of empty cells here.
#include "formats/native_types.hpp"
#include "genres/binairo/binairo.hpp"
#include "genres/genre.hpp"

namespace gridsat {
namespace {

bool read_unique_lines(NativeDoc& doc) {
  NativeOption* option = doc.option("unique-lines");
  if (!option) return true;
  std::string value = lowercase(option->value);
  if (value == "no") return false;
  if (value == "yes") return true;
  throw ParseFailure(option->token, "expected unique-lines=no or unique-lines=yes, found '" +
                                        option->token.text + "'");
}

void read_binairo_grid(const std::vector<std::vector<Token>>& rows, rules::DeclaredShading& b) {
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t.text == "." || t.text == "-") continue;
      if (t.text == "0" || t.text == "1") {
        b.set_given(r, c, t.text == "1");
        continue;
      }
      throw ParseFailure(t, "unexpected '" + t.text +
                                "' in a binairo grid (expected 0, 1, or '.' or '-' for empty)");
    }
  }
}

std::unique_ptr<Puzzle> build_binairo(NativeDoc& doc) {
  if (auto problem = binairo_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  auto b = make_binairo(doc.rows, doc.cols, read_unique_lines(doc));
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  if (const NativeSection* g = doc.section("grid"))
    read_binairo_grid(doc.read_rows(*g, doc.rows, doc.cols, false), *b);
  return b;
}

std::string write_binairo(const Puzzle& p) {
  return "binairo " + p.header_options() + "\ngrid:\n" + write_value_grid(p.givens(), false);
}

}  // namespace

NativeFormat binairo_native() {
  return {build_binairo, write_binairo};
}

}  // namespace gridsat

// What a drawing of a puzzle shows, whatever draws it: the walls between cells (boxes and jigsaw
// regions, calcudoku and killer cages), the cage targets, the clues around the grid, and how each
// value is shown. The terminal renderer (output.cpp) and the SVG renderer (svg.cpp) both read this
// one description, so that a new puzzle type is taught to both in one place.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

// How a wall between two cells (or a cell and the outside) is drawn.
enum class Wall { None, Thin, Thick };

struct Picture {
  int rows = 0;
  int cols = 0;
  // Thick walls run between cells of different regions (sudoku boxes or jigsaw regions); one
  // region for the types without boxes.
  std::vector<int> region;
  // The cage of every cell, -1 for none; `label` is the cage's target ("12+"), shown in the corner
  // of the cage's first cell (its smallest row-major index).
  std::vector<int> cage;
  std::vector<std::string> label;
  // Calcudoku: the cages are the grid's structure, drawn thick. Killer: the cages lie over the
  // boxes, drawn apart from them (blank inside in a terminal, dashed in SVG).
  bool cages_are_regions = false;
  bool diagonal = false;  // sudoku's diagonal variant: both main diagonals drawn
  bool binairo = false;   // values drawn as circles: 0 white, 1 black
  // Clues by side (top, bottom, left, right), "" for no clue; empty when the type has none.
  std::array<std::vector<std::string>, 4> clues;

  bool has_clues() const;
  bool has_cages() const;
  int cell(int r, int c) const;  // row-major index, -1 outside the grid
  bool same_cage(int a, int b) const;
  // The wall between cells a and b (-1 = outside) as the terminal draws it.
  Wall text_wall(int a, int b) const;
  // The wall of the underlying grid, cages of killer sudoku left out (SVG draws them apart).
  Wall grid_wall(int a, int b) const;
};

Picture picture_of(const Puzzle& puzzle);

// A value as the pictures show it: binairo as ○ (0) and ● (1), an abc blank as ·, kUnknown as "".
std::string shown_value(const Puzzle& puzzle, int value);

// Terminal columns taken by UTF-8 text of narrow characters (code points, not bytes).
std::size_t display_width(const std::string& text);

}  // namespace gridsat::cli

// The SVG renderer: one panel per grid, drawn from the same Picture as the terminal output. Layers
// go from the back to the front: variant sudoku's tinted extra regions, shading of differing
// cells, cells black by the puzzle (with kakuro's sums), odd / even / min / max shapes, thin grid
// lines, killer cages (dashed outlines inset in their cells), thick walls (frame, boxes, regions,
// calcudoku cages), variant lines (thermometers, arrows, palindromes, renban, whispers, between),
// the signs between cells (kropki dots; text signs each on a white patch over the wall), corner
// clues, then a loop's segments, then the values (filled cells for shading, or the genre's
// symbol: answer_kind.hpp) and the text: clues around the grid, diagonal clues, the rules in
// words under it. Variant drawings follow f-puzzles' look (colours, a bulb on a thermometer, a
// circle on an arrow) so that a solver recognises them; every line stays under the values. Plain
// SVG 1.1 shapes and text only, so that any viewer (and rsvg-convert) draws it alike.
#include "svg.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

#include "picture.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat::cli {

namespace {

constexpr const char* kGivenColor = "#000000";
constexpr const char* kSolvedColor = "#1f5fbf";
constexpr const char* kThinColor = "#9a9a9a";
constexpr const char* kCageColor = "#444444";
constexpr const char* kDifferFill = "#ffd8d0";
constexpr const char* kDifferLine = "#d03020";  // a loop's edges where two solutions differ
constexpr const char* kShadeColor = "#202020";
constexpr const char* kTargetFill = "#b8ecb8";  // a hint's cell
constexpr const char* kTargetLine = "#2e9e2e";  // a hint's edge
constexpr const char* kReasonFill = "#fff0a0";  // the cells and clues a hint rests on
constexpr const char* kFont = "DejaVu Sans, Helvetica, Arial, sans-serif";
// Variant sudoku, in f-puzzles' colours.
constexpr const char* kThermoColor = "#cfcfcf";
constexpr const char* kArrowColor = "#9a9a9a";
constexpr const char* kPalindromeColor = "#c0c0c0";
constexpr const char* kRenbanColor = "#f067f0";
constexpr const char* kWhispersColor = "#67f067";
constexpr const char* kShapeColor = "#d6d6d6";    // odd circles, even squares
constexpr const char* kChevronColor = "#7a7a7a";  // min / max
constexpr const char* kRulesColor = "#444444";
constexpr const char* kTints[] = {"#dbe9f7", "#e3f1dc", "#f3e8c8", "#e9dff3", "#d8f0ee"};
constexpr int kRulesLine = 20;  // pixels per line of rules under the grid
constexpr int kRulesSize = 14;

// The rules (Picture::rules) as lines of about `width` pixels of text: each rule starts a line and
// goes on to more when it is longer, broken between words.
std::vector<std::string> rules_lines(const std::vector<std::string>& rules, double width) {
  const std::size_t most = static_cast<std::size_t>(std::max(8.0, width / (0.56 * kRulesSize)));
  std::vector<std::string> lines;
  for (const std::string& rule : rules) {
    bool first = true;
    for (const std::string& word : clue_items(rule)) {
      if (!first && display_width(lines.back()) + 1 + display_width(word) <= most)
        lines.back() += " " + word;
      else
        lines.push_back(word);
      first = false;
    }
  }
  return lines;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '&')
      out += "&amp;";
    else if (ch == '<')
      out += "&lt;";
    else if (ch == '>')
      out += "&gt;";
    else
      out += ch;
  }
  return out;
}

class Panel {
 public:
  Panel(const Puzzle& puzzle, const Picture& picture, std::ostringstream& out)
      : puzzle_(puzzle), p_(picture), out_(out) {
    // A band a cell wide on every side that has clues (or blanks for them) when there are clues,
    // wider where a list needs it.
    for (int side = 0; side < 4; ++side)
      band_[side] = picture.has_clues() && !picture.clues[static_cast<std::size_t>(side)].empty()
                        ? std::max<int>(1, static_cast<int>(clue_depth(picture, side)))
                        : 0;
    // A diagonal clue stands in the band of its side (both at a corner).
    for (const DiagonalClue& clue : picture.diagonal_clues) {
      if (clue.row < 0) band_[0] = std::max(band_[0], 1);
      if (clue.row >= picture.rows) band_[1] = std::max(band_[1], 1);
      if (clue.col < 0) band_[2] = std::max(band_[2], 1);
      if (clue.col >= picture.cols) band_[3] = std::max(band_[3], 1);
    }
    rules_ = rules_lines(picture.rules, (picture.cols + band_[2] + band_[3]) * kSvgCell);
  }

  int width() const { return 2 * kSvgMargin + (p_.cols + band_[2] + band_[3]) * kSvgCell; }
  int height() const {
    return 2 * kSvgMargin + (p_.rows + band_[0] + band_[1]) * kSvgCell +
           static_cast<int>(rules_.size()) * kRulesLine;
  }

  // Draws the panel with its left edge at `left`; `other` (may be null) is the grid to compare to,
  // `highlight` (may be null) what to mark.
  void draw(int left, const Grid& grid, const Grid* other, const Highlight* highlight) {
    left_ = left;
    const bool loop = puzzle_.answer_kind() == AnswerKind::Loop;
    out_ << "<g>\n";
    tint();
    if (highlight) highlights(*highlight, loop);
    if (other && !loop) shade_differences(grid, *other);
    blocked();
    shapes();
    grid_lines(Wall::Thin, kThinColor, 1);
    if (p_.diagonal) diagonals();
    if (p_.has_cages() && !p_.cages_are_regions) killer_cages();
    grid_lines(Wall::Thick, kGivenColor, 3);
    for (const Line& l : p_.lines) variant_line(l);
    marks();
    corner_clues();
    labels();
    if (loop) {  // the loop, then its clues: the puzzle's givens
      loop_lines(grid, other);
      if (highlight && highlight->target >= 0) loop_target(grid, highlight->target);
      const Grid& givens = puzzle_.givens();
      if (givens.rows == p_.rows && givens.cols == p_.cols) values(givens, nullptr);
    } else {
      values(grid, other);
      if (!p_.shade_colour.empty()) grid_lines(Wall::Thick, kGivenColor, 3);
    }
    clues();
    diagonal_clues();
    rules();
    out_ << "</g>\n";
  }

 private:
  const Puzzle& puzzle_;
  const Picture& p_;
  std::ostringstream& out_;
  std::array<int, 4> band_{};       // clue bands in cells: top, bottom, left, right
  std::vector<std::string> rules_;  // the rules' lines under the grid
  int left_ = 0;

  struct Point {
    double x = 0, y = 0;
  };
  Point centre(int cell) const { return {x(cell % p_.cols + 0.5), y(cell / p_.cols + 0.5)}; }
  bool in_grid(int cell) const { return cell >= 0 && cell < p_.rows * p_.cols; }
  // The point `r` pixels from `from` towards `to`.
  static Point toward(Point from, Point to, double r) {
    const double dx = to.x - from.x, dy = to.y - from.y, d = std::hypot(dx, dy);
    return d == 0 ? from : Point{from.x + dx * r / d, from.y + dy * r / d};
  }
  void polyline(const std::vector<Point>& points, const std::string& style) {
    out_ << "<polyline points=\"";
    for (std::size_t k = 0; k < points.size(); ++k)
      out_ << (k ? " " : "") << points[k].x << "," << points[k].y;
    out_ << "\" fill=\"none\" " << style << "/>\n";
  }
  void circle(Point c, double r, const std::string& style) {
    out_ << "<circle cx=\"" << c.x << "\" cy=\"" << c.y << "\" r=\"" << r << "\" " << style
         << "/>\n";
  }

  double x(double col) const { return left_ + kSvgMargin + (col + band_[2]) * kSvgCell; }
  double y(double row) const { return kSvgMargin + (row + band_[0]) * kSvgCell; }
  bool in_cage(int r, int c, int cage) const {
    int cell = p_.cell(r, c);
    return cell >= 0 && p_.cage[static_cast<std::size_t>(cell)] == cage;
  }

  void line(double x1, double y1, double x2, double y2, const std::string& style) {
    out_ << "<line x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2 << "\" y2=\"" << y2 << "\" "
         << style << "/>\n";
  }

  void text(double cx, double cy, const std::string& s, int size, const char* color, bool bold,
            const char* anchor = "middle") {
    out_ << "<text x=\"" << cx << "\" y=\"" << cy << "\" font-size=\"" << size << "\" fill=\""
         << color << "\" text-anchor=\"" << anchor << "\"" << (bold ? " font-weight=\"bold\"" : "")
         << ">" << escaped(s) << "</text>\n";
  }

  void fill_rect(double x0, double y0, double w, double h, const char* colour) {
    out_ << "<rect x=\"" << x0 << "\" y=\"" << y0 << "\" width=\"" << w << "\" height=\"" << h
         << "\" fill=\"" << colour << "\"/>\n";
  }

  // The cells and the clues around the grid that a hint rests on (or that contradict each other)
  // on a yellow ground, the hint's cell on a green one.
  void highlights(const Highlight& h, bool loop) {
    for (int cell : h.cells)
      if (in_grid(cell))
        fill_rect(x(cell % p_.cols), y(cell / p_.cols), kSvgCell, kSvgCell, kReasonFill);
    if (!loop && in_grid(h.target))
      fill_rect(x(h.target % p_.cols), y(h.target / p_.cols), kSvgCell, kSvgCell, kTargetFill);
    for (auto [side, line] : h.border) {
      const double depth = band_[static_cast<std::size_t>(side)] * kSvgCell;
      if (depth == 0) continue;
      if (side == 0) fill_rect(x(line), y(0) - depth, kSvgCell, depth, kReasonFill);
      if (side == 1) fill_rect(x(line), y(p_.rows), kSvgCell, depth, kReasonFill);
      if (side == 2) fill_rect(x(0) - depth, y(line), depth, kSvgCell, kReasonFill);
      if (side == 3) fill_rect(x(p_.cols), y(line), depth, kSvgCell, kReasonFill);
    }
  }

  // A hint's edge (a cell of the loop's answer grid): green over the loop when it is on it, a
  // green cross on it when it is not.
  void loop_target(const Grid& grid, int target) {
    const LoopShape shape = puzzle_.loop_shape();
    auto e = edge_at(shape, target / shape.grid_cols(), target % shape.grid_cols());
    if (!e) return;
    const double o = loop_points(puzzle_) == LoopPoints::Centres ? 0.5 : 0;
    const double x1 = x(e->j + o), y1 = y(e->i + o);
    const double x2 = e->kind == EdgeKind::H ? x1 + kSvgCell : x1;
    const double y2 = e->kind == EdgeKind::V ? y1 + kSvgCell : y1;
    const std::string green = "stroke=\"" + std::string(kTargetLine) + "\"";
    if (is_loop_grid(shape, grid) && edge_value(shape, grid, *e) == 1) {
      line(x1, y1, x2, y2, green + " stroke-width=\"7\" stroke-linecap=\"round\"");
      return;
    }
    const double cx = (x1 + x2) / 2, cy = (y1 + y2) / 2, d = 0.12 * kSvgCell;
    line(cx - d, cy - d, cx + d, cy + d, green + " stroke-width=\"3\"");
    line(cx - d, cy + d, cx + d, cy - d, green + " stroke-width=\"3\"");
  }

  // Cells of extra regions lightly shaded, a colour per region.
  void tint() {
    const std::size_t colours = sizeof(kTints) / sizeof(kTints[0]);
    for (int cell = 0; cell < p_.rows * p_.cols; ++cell) {
      if (static_cast<std::size_t>(cell) >= p_.tint.size()) break;
      const int t = p_.tint[static_cast<std::size_t>(cell)];
      if (t < 0) continue;
      out_ << "<rect x=\"" << x(cell % p_.cols) << "\" y=\"" << y(cell / p_.cols) << "\" width=\""
           << kSvgCell << "\" height=\"" << kSvgCell << "\" fill=\""
           << kTints[static_cast<std::size_t>(t) % colours] << "\"/>\n";
    }
  }

  // Odd cells as a grey circle and even cells as a grey square under the value; minimum and
  // maximum cells as a small chevron inside each side, pointing like an inequality sign at the
  // smaller cell: inwards for a minimum, outwards for a maximum.
  void shapes() {
    const double s = kSvgCell;
    for (int cell = 0; cell < p_.rows * p_.cols; ++cell) {
      if (static_cast<std::size_t>(cell) >= p_.shapes.size()) break;
      const CellShape shape = p_.shapes[static_cast<std::size_t>(cell)];
      const Point c = centre(cell);
      if (shape == CellShape::Circle) {
        circle(c, 0.4 * s, "fill=\"" + std::string(kShapeColor) + "\"");
      } else if (shape == CellShape::Square) {
        out_ << "<rect x=\"" << c.x - 0.4 * s << "\" y=\"" << c.y - 0.4 * s << "\" width=\""
             << 0.8 * s << "\" height=\"" << 0.8 * s << "\" fill=\"" << kShapeColor << "\"/>\n";
      } else if (shape == CellShape::Min || shape == CellShape::Max) {
        const double tip = (shape == CellShape::Max ? 0.44 : 0.32) * s;
        const double base = (shape == CellShape::Max ? 0.32 : 0.44) * s, half = 0.12 * s;
        const std::string style = "stroke=\"" + std::string(kChevronColor) +
                                  "\" stroke-width=\"2\" stroke-linejoin=\"round\"";
        for (const auto& [ux, uy] :
             {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
          const double px = -uy, py = ux;  // across the side
          polyline({{c.x + base * ux + half * px, c.y + base * uy + half * py},
                    {c.x + tip * ux, c.y + tip * uy},
                    {c.x + base * ux - half * px, c.y + base * uy - half * py}},
                   style);
        }
      }
    }
  }

  // A variant line through its cells' centres (picture.hpp Line), under the values.
  void variant_line(const Line& l) {
    std::vector<Point> points;
    for (int cell : l.cells)
      if (in_grid(cell)) points.push_back(centre(cell));
    if (points.empty()) return;
    const double s = kSvgCell;
    const std::string round = " stroke-linecap=\"round\" stroke-linejoin=\"round\"";
    auto stroke = [&](const char* colour, double width) {
      std::ostringstream style;
      style << "stroke=\"" << colour << "\" stroke-width=\"" << width << "\"" << round;
      return style.str();
    };
    switch (l.style) {
      case LineStyle::Thermo:  // a thick light grey line, a round bulb on its first cell
        if (points.size() > 1) polyline(points, stroke(kThermoColor, 0.24 * s));
        circle(points.front(), 0.38 * s, "fill=\"" + std::string(kThermoColor) + "\"");
        break;
      case LineStyle::Arrow:
        arrow(points, static_cast<std::size_t>(
                          std::clamp<int>(l.head, 1, static_cast<int>(points.size()))));
        break;
      case LineStyle::Palindrome:
        polyline(points, stroke(kPalindromeColor, 0.2 * s));
        break;
      case LineStyle::Renban:
        polyline(points, stroke(kRenbanColor, 0.2 * s));
        break;
      case LineStyle::Whispers:
        polyline(points, stroke(kWhispersColor, 0.2 * s));
        break;
      case LineStyle::Between: {  // a thin line from circle to circle
        const double r = 0.4 * s;
        const std::string ring =
            "fill=\"none\" stroke=\"" + std::string(kArrowColor) + "\" stroke-width=\"2\"";
        if (points.size() > 1) {
          std::vector<Point> inner = points;
          inner.front() = toward(points[0], points[1], r);
          inner.back() = toward(points.back(), points[points.size() - 2], r);
          polyline(inner, stroke(kArrowColor, 2));
          circle(points.back(), r, ring);
        }
        circle(points.front(), r, ring);
        break;
      }
    }
  }

  // An arrow: a circle over its first `head` cells (a pill over two or three of them), then a
  // thin line from the circle's edge through the other cells, an arrowhead on the last.
  void arrow(const std::vector<Point>& points, std::size_t head) {
    const double r = 0.4 * kSvgCell;
    const std::string grey = "stroke=\"" + std::string(kArrowColor) + "\" stroke-width=\"2\"";
    const Point first = points.front(), last_head = points[head - 1];
    bool straight = true;  // the circle's cells on one straight line
    for (std::size_t k = 2; k < head; ++k) {
      const double ax = points[k - 1].x - points[k - 2].x, ay = points[k - 1].y - points[k - 2].y;
      const double bx = points[k].x - points[k - 1].x, by = points[k].y - points[k - 1].y;
      straight = straight && std::abs(ax * by - ay * bx) < 1e-9;
    }
    if (head == 1) {
      circle(first, r, "fill=\"none\" " + grey);
    } else if (straight) {  // a rounded rectangle along the cells, turned to their direction
      const double length = std::hypot(last_head.x - first.x, last_head.y - first.y);
      const double angle =
          std::atan2(last_head.y - first.y, last_head.x - first.x) * 180 / 3.14159265358979;
      const Point mid{(first.x + last_head.x) / 2, (first.y + last_head.y) / 2};
      out_ << "<rect x=\"" << mid.x - length / 2 - r << "\" y=\"" << mid.y - r << "\" width=\""
           << length + 2 * r << "\" height=\"" << 2 * r << "\" rx=\"" << r << "\" ry=\"" << r
           << "\" transform=\"rotate(" << angle << " " << mid.x << " " << mid.y
           << ")\" fill=\"none\" " << grey << "/>\n";
    } else {  // a bent circle: a grey band with a white one inside it
      std::vector<Point> circle_cells(points.begin(),
                                      points.begin() + static_cast<std::ptrdiff_t>(head));
      std::ostringstream outer, inner;
      outer << "stroke=\"" << kArrowColor << "\" stroke-width=\"" << 2 * r + 2
            << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
      inner << "stroke=\"#ffffff\" stroke-width=\"" << 2 * r - 2
            << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
      polyline(circle_cells, outer.str());
      polyline(circle_cells, inner.str());
    }
    if (points.size() == head) return;
    std::vector<Point> shaft(points.begin() + static_cast<std::ptrdiff_t>(head) - 1, points.end());
    shaft.front() = toward(shaft[0], shaft[1], r);
    polyline(shaft, grey + " stroke-linejoin=\"round\"");
    // The head: two strokes back from the last centre, 40 degrees either side of the line.
    const Point end = shaft.back(), before = shaft[shaft.size() - 2];
    const double d = std::hypot(end.x - before.x, end.y - before.y);
    if (d == 0) return;
    const double ux = (before.x - end.x) / d, uy = (before.y - end.y) / d, h = 0.24 * kSvgCell;
    const double c = std::cos(0.7), s = std::sin(0.7);
    polyline({{end.x + h * (ux * c - uy * s), end.y + h * (ux * s + uy * c)},
              end,
              {end.x + h * (ux * c + uy * s), end.y + h * (-ux * s + uy * c)}},
             grey + " stroke-linecap=\"round\" stroke-linejoin=\"round\"");
  }

  // A corner clue: a small white circle on the corner the four cells share, its digits in it
  // (three or four of them on two lines).
  void corner_clues() {
    for (const CornerClue& clue : p_.corner_clues) {
      if (clue.row < 1 || clue.row >= p_.rows || clue.col < 1 || clue.col >= p_.cols) continue;
      const Point c{x(clue.col), y(clue.row)};
      circle(c, 0.3 * kSvgCell, "fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"1.2\"");
      const std::vector<std::string> items = clue_items(clue.text);
      if (items.size() <= 2) {
        std::string line = items.empty() ? "" : items[0];
        if (items.size() == 2) line += " " + items[1];
        text(c.x, c.y + 4.5, line, items.size() == 2 ? 11 : 13, kGivenColor, false);
        continue;
      }
      std::string top = items[0] + " " + items[1], bottom;
      for (std::size_t k = 2; k < items.size(); ++k) bottom += (k > 2 ? " " : "") + items[k];
      text(c.x, c.y - 1.5, top, 11, kGivenColor, false);
      text(c.x, c.y + 9, bottom, 11, kGivenColor, false);
    }
  }

  // A diagonal clue: its number in the band cell outside the grid, a small arrow beside it
  // pointing along its diagonal into the grid. When the cell also holds a clue of its row or
  // column (a sandwich sum), the number moves smaller into the corner away from the arrow.
  void diagonal_clues() {
    const double s = kSvgCell;
    auto clue_at = [&](int side, int k) {
      const auto& v = p_.clues[static_cast<std::size_t>(side)];
      return k >= 0 && static_cast<std::size_t>(k) < v.size() &&
             !v[static_cast<std::size_t>(k)].empty();
    };
    for (const DiagonalClue& clue : p_.diagonal_clues) {
      const Point c{x(clue.col + 0.5), y(clue.row + 0.5)};
      const int dr = clue.dr > 0 ? 1 : -1, dc = clue.dc > 0 ? 1 : -1;
      const bool shared =
          (clue.row < 0 && clue_at(0, clue.col)) || (clue.row >= p_.rows && clue_at(1, clue.col)) ||
          (clue.col < 0 && clue_at(2, clue.row)) || (clue.col >= p_.cols && clue_at(3, clue.row));
      const double away = shared ? 0.3 : 0.1;
      const int size = shared ? 13 : 18;
      text(c.x - away * s * dc, c.y - away * s * dr + size * 0.36, clue.text, size, kGivenColor,
           false);
      const Point from{c.x + 0.2 * s * dc, c.y + 0.2 * s * dr};
      const Point tip{c.x + 0.44 * s * dc, c.y + 0.44 * s * dr};
      const std::string style = "stroke=\"" + std::string(kGivenColor) +
                                "\" stroke-width=\"1.5\" stroke-linecap=\"round\"";
      polyline({from, tip}, style);
      const double h = 0.1 * s;  // the head: back along each axis from the tip
      polyline({{tip.x - h * dc, tip.y}, tip, {tip.x, tip.y - h * dr}},
               style + " stroke-linejoin=\"round\"");
    }
  }

  // The rules nothing in the grid shows, in words under it.
  void rules() {
    const double bottom = y(p_.rows + band_[1]);
    const double middle = x((p_.cols + band_[3] - band_[2]) / 2.0);
    for (std::size_t k = 0; k < rules_.size(); ++k)
      text(middle, bottom + static_cast<double>(k) * kRulesLine + 0.8 * kRulesLine, rules_[k],
           kRulesSize, kRulesColor, false);
  }

  void shade_differences(const Grid& grid, const Grid& other) {
    for (int r = 0; r < p_.rows; ++r)
      for (int c = 0; c < p_.cols; ++c)
        if (grid.at(r, c) != other.at(r, c))
          out_ << "<rect x=\"" << x(c) << "\" y=\"" << y(r) << "\" width=\"" << kSvgCell
               << "\" height=\"" << kSvgCell << "\" fill=\"" << kDifferFill << "\"/>\n";
  }

  // Cells black by the puzzle (light up's walls, kakuro's clue cells) filled; a kakuro clue cell
  // split by a diagonal, its across sum in the upper right half and its down sum in the lower
  // left, as kakuro is printed.
  void blocked() {
    for (int cell = 0; cell < p_.rows * p_.cols; ++cell) {
      if (!p_.is_blocked(cell)) continue;
      const int r = cell / p_.cols, c = cell % p_.cols;
      out_ << "<rect x=\"" << x(c) << "\" y=\"" << y(r) << "\" width=\"" << kSvgCell
           << "\" height=\"" << kSvgCell << "\" fill=\"" << kShadeColor << "\"/>\n";
      if (static_cast<std::size_t>(cell) >= p_.sums.size()) continue;
      const auto& [across, down] = p_.sums[static_cast<std::size_t>(cell)];
      if (across.empty() && down.empty()) continue;
      line(x(c), y(r), x(c + 1), y(r + 1), "stroke=\"#ffffff\" stroke-width=\"1.5\"");
      text(x(c + 0.7), y(r + 0.4), across, 15, "#ffffff", true);
      text(x(c + 0.3), y(r + 0.88), down, 15, "#ffffff", true);
    }
  }

  // Every wall segment of weight `kind`: vertical ones left of each cell, horizontal ones above.
  void grid_lines(Wall kind, const char* color, int width) {
    std::string style = "stroke=\"" + std::string(color) + "\" stroke-width=\"" +
                        std::to_string(width) + "\" stroke-linecap=\"square\"";
    for (int r = 0; r <= p_.rows; ++r)
      for (int c = 0; c <= p_.cols; ++c) {
        if (r < p_.rows && p_.grid_wall(p_.cell(r, c - 1), p_.cell(r, c)) == kind)
          line(x(c), y(r), x(c), y(r + 1), style);
        if (c < p_.cols && p_.grid_wall(p_.cell(r - 1, c), p_.cell(r, c)) == kind)
          line(x(c), y(r), x(c + 1), y(r), style);
      }
  }

  void diagonals() {
    std::string style = "stroke=\"#c8c8c8\" stroke-width=\"1.5\"";
    line(x(0), y(0), x(p_.cols), y(p_.rows), style);
    line(x(p_.cols), y(0), x(0), y(p_.rows), style);
  }

  // A dashed outline of each killer cage, `d` pixels inside its cells: every cell side that faces
  // another cage becomes a segment, lengthened or shortened at its ends so that the segments of
  // neighbouring cells meet at the cage's convex and concave corners.
  void killer_cages() {
    const double d = 4.0 / kSvgCell;  // in cell units
    std::string style = "stroke=\"" + std::string(kCageColor) +
                        "\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\" fill=\"none\"";
    for (int r = 0; r < p_.rows; ++r)
      for (int c = 0; c < p_.cols; ++c) {
        int k = p_.cage[static_cast<std::size_t>(p_.cell(r, c))];
        if (k < 0) continue;
        auto in = [&](int dr, int dc) { return in_cage(r + dr, c + dc, k); };
        // An end of a side runs `d` short of a convex corner, on to the cell edge along the cage,
        // or `d` past it into a concave corner.
        auto end = [&](bool along, bool beyond, double edge, double inward) {
          return !along ? edge + inward : beyond ? edge - inward : edge;
        };
        if (!in(-1, 0)) {  // top side
          double a = end(in(0, -1), in(-1, -1), c, d), b = end(in(0, 1), in(-1, 1), c + 1, -d);
          line(x(a), y(r + d), x(b), y(r + d), style);
        }
        if (!in(1, 0)) {  // bottom side
          double a = end(in(0, -1), in(1, -1), c, d), b = end(in(0, 1), in(1, 1), c + 1, -d);
          line(x(a), y(r + 1 - d), x(b), y(r + 1 - d), style);
        }
        if (!in(0, -1)) {  // left side
          double a = end(in(-1, 0), in(-1, -1), r, d), b = end(in(1, 0), in(1, -1), r + 1, -d);
          line(x(c + d), y(a), x(c + d), y(b), style);
        }
        if (!in(0, 1)) {  // right side
          double a = end(in(-1, 0), in(-1, 1), r, d), b = end(in(1, 0), in(1, 1), r + 1, -d);
          line(x(c + 1 - d), y(a), x(c + 1 - d), y(b), style);
        }
      }
  }

  void labels() {
    for (int r = 0; r < p_.rows; ++r)
      for (int c = 0; c < p_.cols; ++c) {
        const std::string& label = p_.label[static_cast<std::size_t>(p_.cell(r, c))];
        if (!label.empty()) text(x(c) + 6, y(r) + 15, label, 12, kCageColor, false, "start");
      }
  }

  // The signs between neighbouring cells, centred on their shared wall over a white patch; a
  // sign between a cell and the one below is turned a quarter (turned_mark).
  void marks() {
    const int size = 24;
    for (const Mark& m : p_.marks) {
      const bool dot = m.style != MarkStyle::Text;
      if (m.cell < 0 || m.cell >= p_.rows * p_.cols || (m.text.empty() && !dot)) continue;
      const int r = m.cell / p_.cols, c = m.cell % p_.cols;
      const bool below = m.next == m.cell + p_.cols && r + 1 < p_.rows;
      if (!below && (m.next != m.cell + 1 || c + 1 == p_.cols)) continue;
      const double cx = below ? x(c + 0.5) : x(c + 1), cy = below ? y(r + 1) : y(r + 0.5);
      if (dot) {  // a kropki dot: white with a black outline, or black
        circle({cx, cy}, 0.13 * kSvgCell,
               std::string("fill=\"") + (m.style == MarkStyle::BlackDot ? "#000000" : "#ffffff") +
                   "\" stroke=\"#000000\" stroke-width=\"1.5\"");
        continue;
      }
      const std::string sign = below ? turned_mark(m.text) : m.text;
      const double w = 6 + 0.62 * size * static_cast<double>(display_width(sign)), h = 0.9 * size;
      out_ << "<rect x=\"" << cx - w / 2 << "\" y=\"" << cy - h / 2 << "\" width=\"" << w
           << "\" height=\"" << h << "\" fill=\"#ffffff\"/>\n";
      text(cx, cy + size * 0.36, sign, size, kGivenColor, true);
    }
  }

  // A loop's edges (answer_kind.hpp) as segments between the points of its lattice: the grid's
  // vertices or its cell centres. Where `other` differs, an edge on the loop is red and an edge
  // on the other's loop only is a thin red dashed line.
  void loop_lines(const Grid& grid, const Grid* other) {
    const LoopShape shape = puzzle_.loop_shape();
    if (!is_loop_grid(shape, grid)) return;  // the puzzle alone
    const bool compare = other && is_loop_grid(shape, *other);
    const double o = loop_points(puzzle_) == LoopPoints::Centres ? 0.5 : 0;
    const std::string on = "stroke-width=\"5\" stroke-linecap=\"round\"";
    for (int row = 0; row < grid.rows; ++row)
      for (int col = 0; col < grid.cols; ++col) {
        auto e = edge_at(shape, row, col);
        if (!e) continue;
        const int v = grid.at(row, col);
        const bool differs = compare && other->at(row, col) != v;
        if (v != 1 && !differs) continue;
        const double x1 = x(e->j + o), y1 = y(e->i + o);
        const double x2 = e->kind == EdgeKind::H ? x1 + kSvgCell : x1;
        const double y2 = e->kind == EdgeKind::V ? y1 + kSvgCell : y1;
        if (v == 1)
          line(x1, y1, x2, y2,
               "stroke=\"" + std::string(differs ? kDifferLine : kSolvedColor) + "\" " + on);
        else
          line(x1, y1, x2, y2,
               "stroke=\"" + std::string(kDifferLine) + "\" stroke-width=\"1.5\" " +
                   "stroke-dasharray=\"4 3\"");
      }
  }

  // A shaded cell, inset where it differs (so that the shading of the difference shows round it).
  void shaded(int r, int c, bool differs, bool given) {
    const double inset = differs ? 5 : 0;
    out_ << "<rect x=\"" << x(c) + inset << "\" y=\"" << y(r) + inset << "\" width=\""
         << kSvgCell - 2 * inset << "\" height=\"" << kSvgCell - 2 * inset << "\" fill=\""
         << (given                     ? kGivenColor
             : p_.shade_colour.empty() ? kShadeColor
                                       : p_.shade_colour.c_str())
         << "\"/>\n";
  }

  // The values: numbers and letters as text, binairo's circles, or shading as filled cells
  // (doppelblock's blanks too).
  void values(const Grid& grid, const Grid* other) {
    const bool filled = puzzle_.answer_kind() == AnswerKind::Shading && !p_.circles;
    for (int r = 0; r < p_.rows; ++r)
      for (int c = 0; c < p_.cols; ++c) {
        int v = grid.at(r, c);
        const std::string inside =
            p_.cell_text.empty() ? "" : p_.cell_text[static_cast<std::size_t>(p_.cell(r, c))];
        double cx = x(c + 0.5), cy = y(r + 0.5);
        if (p_.is_blocked(p_.cell(r, c))) {  // filled by blocked(); a wall's number on it
          if (!inside.empty()) text(cx, cy + 9, inside, 24, "#ffffff", true);
          continue;
        }
        if (v == kUnknown && (!filled || inside.empty())) continue;
        bool given = puzzle_.givens().at(r, c) != kUnknown;
        const char* color = given ? kGivenColor : kSolvedColor;
        if (filled && !p_.shade_symbol.empty()) {  // a bulb, a tent, a star; or the cell's clue
          if (v == 1)
            text(cx, cy + 11, p_.shade_symbol, 30, color, false);
          else if (!inside.empty())
            text(cx, cy + 9, inside, 24, kGivenColor, true);
        } else if (filled) {
          if (v == 1) shaded(r, c, other && other->at(r, c) != v, given);
          // A clue in the cell (hitori's numbers, nurikabe's): light on a shaded cell.
          if (!inside.empty())
            text(cx, cy + 9, inside, inside.size() > 2 ? 18 : 24, v == 1 ? "#ffffff" : kGivenColor,
                 true);
        } else if (p_.circles) {
          out_ << "<circle cx=\"" << cx << "\" cy=\"" << cy << "\" r=\"" << kSvgCell * 0.3
               << "\" fill=\"" << (v == 1 ? color : "#ffffff") << "\" stroke=\"" << color
               << "\" stroke-width=\"" << (given ? 3 : 2) << "\"/>\n";
        } else if (p_.blank_shaded && v == 0) {
          shaded(r, c, other && other->at(r, c) != v, given);
        } else if (puzzle_.letter_values() && v == 0) {
          line(cx - 6, cy, cx + 6, cy, "stroke=\"" + std::string(color) + "\" stroke-width=\"2\"");
        } else {
          int size = puzzle_.value_text(v).size() > 1 ? 22 : 26;
          text(cx, cy + size * 0.36 + (p_.has_cages() ? 4 : 0), puzzle_.value_text(v), size, color,
               given);
        }
      }
  }

  void clues() {
    auto at = [&](int side, int k) -> std::string {
      const auto& v = p_.clues[static_cast<std::size_t>(side)];
      return static_cast<std::size_t>(k) < v.size() ? v[static_cast<std::size_t>(k)] : "";
    };
    const double lift = 22 * 0.36;
    // A list's items a cell apart, its last item next to the grid above and left of it, its
    // first below and right of it.
    for (int k = 0; k < p_.cols; ++k) {
      const std::vector<std::string> top = clue_items(at(0, k)), bottom = clue_items(at(1, k));
      for (std::size_t i = 0; i < top.size(); ++i)
        text(x(k + 0.5), y(-0.5 - static_cast<double>(top.size() - 1 - i)) + lift, top[i], 22,
             kGivenColor, false);
      for (std::size_t i = 0; i < bottom.size(); ++i)
        text(x(k + 0.5), y(p_.rows + 0.5 + static_cast<double>(i)) + lift, bottom[i], 22,
             kGivenColor, false);
    }
    for (int k = 0; k < p_.rows; ++k) {
      const std::vector<std::string> left = clue_items(at(2, k)), right = clue_items(at(3, k));
      for (std::size_t i = 0; i < left.size(); ++i)
        text(x(-0.5 - static_cast<double>(left.size() - 1 - i)), y(k + 0.5) + lift, left[i], 22,
             kGivenColor, false);
      for (std::size_t i = 0; i < right.size(); ++i)
        text(x(p_.cols + 0.5 + static_cast<double>(i)), y(k + 0.5) + lift, right[i], 22,
             kGivenColor, false);
    }
  }
};

}  // namespace

std::string turned_mark(const std::string& sign) {
  if (sign == "<") return "∧";
  if (sign == ">") return "∨";
  if (sign == "|") return "─";
  if (sign == "-") return "|";
  return sign;
}

std::string render_svg(const Puzzle& puzzle, const std::vector<Grid>& solutions,
                       const std::string& title, const std::string& caption,
                       const Highlight* highlight) {
  const Picture picture = picture_of(puzzle);
  std::ostringstream body;
  Panel panel(puzzle, picture, body);
  std::vector<const Grid*> grids;
  for (const Grid& g : solutions) grids.push_back(&g);
  if (grids.empty()) grids.push_back(&puzzle.givens());
  for (std::size_t i = 0; i < grids.size(); ++i) {
    const Grid* other = grids.size() == 2 ? grids[1 - i] : nullptr;
    panel.draw(static_cast<int>(i) * panel.width(), *grids[i], other, highlight);
  }
  const int width = panel.width() * static_cast<int>(grids.size());
  constexpr int kCaptionHeight = 28;
  const int height = panel.height() + (caption.empty() ? 0 : kCaptionHeight);
  if (!caption.empty())
    body << "<text x=\"" << width / 2 << "\" y=\"" << panel.height() + kCaptionHeight / 2
         << "\" font-size=\"18\" font-weight=\"bold\" text-anchor=\"middle\" "
            "dominant-baseline=\"central\" fill=\"#b00020\">"
         << escaped(caption) << "</text>\n";
  std::ostringstream svg;
  svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << width
      << "\" height=\"" << height << "\" viewBox=\"0 0 " << width << " " << height
      << "\" font-family=\"" << kFont << "\">\n";
  if (!title.empty()) svg << "<title>" << escaped(title) << "</title>\n";
  svg << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" << body.str() << "</svg>\n";
  return svg.str();
}

}  // namespace gridsat::cli

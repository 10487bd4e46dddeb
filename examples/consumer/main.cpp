// solve_puzzle FILE: reads a puzzle in any format gridsat detects, decides whether it has exactly
// one solution with the embedded CaDiCaL, and prints that solution as a plain grid. Exit status 0
// for a unique puzzle, 1 otherwise (the reason on standard error). An example of gridsat's library.
#include <fstream>
#include <iostream>
#include <sstream>

#include <gridsat/gridsat.hpp>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: solve_puzzle FILE\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "solve_puzzle: cannot open " << argv[1] << "\n";
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  gridsat::ReadResult read = gridsat::read_puzzle(text.str(), "", "");
  if (read.error) {
    std::cerr << argv[1] << ":" << read.error->line << ":" << read.error->col << ": "
              << read.error->message << "\n";
    return 1;
  }
  gridsat::RunResult result = gridsat::run(*read.puzzle, gridsat::Mode::Unique, {});
  if (result.verdict != gridsat::Verdict::Unique) {
    std::cerr << "solve_puzzle: " << gridsat::verdict_name(result.verdict) << "\n";
    return 1;
  }
  std::cout << read.puzzle->type() << " " << read.puzzle->header_options() << ": unique\n"
            << gridsat::write_plain(*read.puzzle, result.solutions.front());
  return 0;
}

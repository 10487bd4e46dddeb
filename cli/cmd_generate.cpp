// generate: new puzzles with exactly one solution (backends/setter.hpp does the work). Puzzle i
// of a run gets its own seed from --seed and i, so a seed reproduces every puzzle, whatever
// --count is. Output: the native format (or --to FORMAT), one puzzle after another on standard
// output, or one file per puzzle (DIR/0001.gsp, ...) written atomically with -o DIR.
//
// Sizes past the one measured to generate within 10 s (Generator::largest) are a usage error
// unless --timeout bounds the wait; while a puzzle is made, a terminal on standard error shows
// one updating line saying how far it has got.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "common.hpp"
#include "formats/text.hpp"
#include "genres/genre.hpp"
#include "memory_limit.hpp"
#include "setter/setter.hpp"
#include "setter_commands.hpp"

namespace gridsat::cli {
namespace {

// The genre of --type, with a variant's switch set ("killer" is sudoku with --killer).
const Genre& genre_of(std::string type, GenerateParams& params) {
  type = lowercase(type);
  for (const Genre& genre : genres())
    if (genre.generator)
      for (auto [variant, option] : genre.generator->variants)
        if (variant == type) {
          params.options[std::string(option)] = "";
          return genre;
        }
  auto canonical = canonical_type(type);
  if (!canonical) throw CliError{kUsage, "unknown --type '" + type + "' (see generate --help)"};
  const Genre* genre = find_genre(*canonical);
  if (!genre->generator)
    throw CliError{kUsage, "gridsat cannot generate " + *canonical + " puzzles yet"};
  return *genre;
}

// Every genre's own generate options, once each (two genres may share a name).
struct GenreOptions {
  std::map<std::string, std::string> values;  // --box 2x3
  std::map<std::string, bool> switches;       // --diagonal
  std::map<std::string, std::vector<std::string>> owners;

  void add_to(po::options_description& desc) {
    for (const Genre& genre : genres()) {
      if (!genre.generator) continue;
      for (const GenerateOption& option : genre.generator->options) {
        const std::string name(option.name);
        auto& owner = owners[name];
        owner.push_back(std::string(genre.name));
        if (owner.size() > 1) continue;
        const std::string help = std::string(genre.name) + ": " + std::string(option.help);
        if (option.takes_value)
          desc.add_options()(name.c_str(), po::value(&values[name]), help.c_str());
        else
          desc.add_options()(name.c_str(), po::bool_switch(&switches[name]), help.c_str());
      }
    }
  }

  // The options given, for `genre`; a usage error for one it does not take.
  void apply(const Genre& genre, GenerateParams& params) const {
    auto takes = [&](const std::string& name) {
      for (const GenerateOption& option : genre.generator->options)
        if (option.name == name) return true;
      return false;
    };
    auto use = [&](const std::string& name, const std::string& value) {
      if (!takes(name)) {
        std::string who;
        for (const std::string& owner : owners.at(name)) who += (who.empty() ? "" : ", ") + owner;
        throw CliError{kUsage, "--" + name + " is for " + who};
      }
      params.options[name] = value;
    };
    for (const auto& [name, value] : values)
      if (!value.empty()) use(name, value);
    for (const auto& [name, on] : switches)
      if (on) use(name, "");
  }
};

// "9" -> 9 x 9, "10x12" -> 10 x 12; nothing for anything else.
std::optional<std::pair<int, int>> parse_size(const std::string& text) {
  auto number = [](const std::string& s) -> std::optional<int> {
    if (s.empty() || s.size() > 4 || s.find_first_not_of("0123456789") != std::string::npos)
      return std::nullopt;
    return std::stoi(s);
  };
  const auto x = text.find_first_of("xX");
  if (x == std::string::npos) {
    auto n = number(text);
    if (!n) return std::nullopt;
    return std::pair(*n, *n);
  }
  auto a = number(text.substr(0, x)), b = number(text.substr(x + 1));
  if (!a || !b) return std::nullopt;
  return std::pair(*a, *b);
}

// A usage error for a size past the one the genre (or variant) was measured to generate within
// 10 s, unless --timeout was given: the user has then accepted a bounded wait.
void refuse_unmeasured_size(const GenerateSpec& spec, double timeout) {
  const std::optional<int> side = generate_size_limit(spec);
  if (!side || timeout > 0) return;
  const std::unique_ptr<Puzzle> frame = generate_frame(spec);
  if (frame->rows() * frame->cols() <= *side * *side) return;
  std::string name = spec.type;
  for (const auto& [variant, option] : find_genre(spec.type)->generator->variants)
    if (spec.params.has(std::string(option))) name = std::string(variant);
  const std::string largest = std::to_string(*side) + "x" + std::to_string(*side);
  throw CliError{
      kUsage, name + " " + std::to_string(frame->rows()) + "x" + std::to_string(frame->cols()) +
                  " is past the largest size gridsat generates within seconds (about " + largest +
                  " in 10 s on a 2-core machine); give --timeout SECONDS to try anyway"};
}

// The line a terminal shows while puzzle `index` (0-based) of `count` is made: "gridsat: puzzle
// 2 of 10: removing clues 35 of 81, 3.2 s".
std::string progress_text(const GenerateProgress& p, long long index, long long count,
                          double seconds) {
  std::ostringstream text;
  text << "gridsat: puzzle " << index + 1 << " of " << count << ": ";
  switch (p.phase) {
    case GenerateProgress::Phase::Solution:
      text << "finding a solution (" << p.done << " of " << p.total << " cells)";
      break;
    case GenerateProgress::Phase::Clues:
      text << "removing clues " << p.done << " of " << p.total;
      break;
    case GenerateProgress::Phase::Finish:
      text << "making the clues (" << p.done << " checks)";
      break;
  }
  text << ", " << std::fixed << std::setprecision(1) << seconds << " s";
  return text.str();
}

// The updating progress line on standard error; only when standard error is a terminal, and
// only once the run has lasted half a second (a quick run shows nothing). `\r` rewrites it,
// "\033[K" erases what a longer previous line left; clear() erases it before anything else is
// written to the terminal.
class ProgressLine {
 public:
  ProgressLine(long long count, std::chrono::steady_clock::time_point start)
      : on_(isatty(STDERR_FILENO) != 0), count_(count), start_(start) {}
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  ~ProgressLine() { clear(); }

  // The callback for puzzle `index`, or an empty one when standard error is not a terminal.
  std::function<void(const GenerateProgress&)> callback(long long index) {
    if (!on_) return {};
    return [this, index](const GenerateProgress& p) { show(p, index); };
  }

  void clear() {
    if (!drawn_) return;
    std::cerr << "\r\033[K" << std::flush;
    drawn_ = false;
  }

 private:
  void show(const GenerateProgress& p, long long index) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (seconds < 0.5) return;
    std::cerr << "\r" << progress_text(p, index, count_, seconds) << "\033[K" << std::flush;
    drawn_ = true;
  }

  bool on_;
  long long count_;
  std::chrono::steady_clock::time_point start_;
  bool drawn_ = false;
};

std::string file_name(long long index, bool native) {
  std::ostringstream name;
  name << std::setw(4) << std::setfill('0') << index << (native ? ".gsp" : ".txt");
  return name.str();
}

}  // namespace

int cmd_generate(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string type, size, to = "native", dir;
  std::string seed_text;
  long long count = 1;
  bool minimal = false;
  std::string spec_difficulty;
  std::string types;
  for (const Genre& genre : genres())
    if (genre.generator) {
      types += (types.empty() ? "" : " | ") + std::string(genre.name);
      for (auto [variant, option] : genre.generator->variants)
        types += " | " + std::string(variant);
    }
  po::options_description desc("gridsat generate options");
  desc.add_options()("type", po::value(&type), (types + " (or an alias)").c_str())(
      "size", po::value(&size), "N or HxW; for sudoku also a box shape RxC: 2x3 = 6x6")(
      "seed", po::value(&seed_text),
      "the same seed gives the same puzzles (default: a random seed)")(
      "count", po::value(&count)->default_value(1), "how many puzzles")(
      "minimal", po::bool_switch(&minimal),
      "remove clues until none can go (default: stop at the first that must stay)")(
      "difficulty", po::value(&spec_difficulty),
      "only puzzles that `gridsat rate` grades so: easy | medium | hard | fiendish | extreme "
      "(puzzles are made until one does, up to 300 tries; exit 1 when none does)")(
      "output,o", po::value(&dir), "write DIR/0001.gsp, ... instead of standard output")(
      "to", po::value(&to)->default_value("native"), "output format (any writable one)")(
      "verbose,v", po::bool_switch(&o.verbose), "say the seed on standard error")(
      "stats", po::bool_switch(&o.stats), "the time taken, on standard error");
  GenreOptions genre_options;
  genre_options.add_to(desc);
  o.add_limits(desc);
  o.add_encoding(desc);
  po::positional_options_description pos;
  if (!parse_command(args, desc, pos,
                     "gridsat generate --type T --size S [--seed K] [--count N] [--minimal] "
                     "[-o DIR] [--to FORMAT]",
                     "gridsat generate --type sudoku --size 9 --seed 7 --count 10 -o puzzles"))
    return kOk;
  if (type.empty() || size.empty()) throw CliError{kUsage, "generate needs --type and --size"};
  if (count < 1 || count > 1000000) throw CliError{kUsage, "--count must be 1 to 1000000"};
  GenerateSpec spec;
  const Genre& genre = genre_of(type, spec.params);
  spec.type = genre.name;
  auto dims = parse_size(size);
  if (!dims || dims->first < 1 || dims->second < 1)
    throw CliError{kUsage, "--size must be N or HxW, not '" + size + "'"};
  spec.params.rows = dims->first;
  spec.params.cols = dims->second;
  genre_options.apply(genre, spec.params);
  spec.minimal = minimal;
  spec.difficulty = spec_difficulty;
  spec.encode = o.encode_options();
  spec.limits = o.limits();
  spec.limits.since = program_start();  // --timeout bounds the whole run
  if (auto problem = generate_spec_problem(spec)) throw CliError{kUsage, *problem};
  if (auto problem = memory_problem(*generate_frame(spec), spec.encode))
    throw CliError{kDataErr, "generate: " + *problem};
  refuse_unmeasured_size(spec, o.timeout);
  {
    bool writable = false;
    for (const FormatInfo& f : list_formats()) writable = writable || (f.name == to && f.writable);
    if (!writable) throw CliError{kUsage, "unknown output format --to '" + to + "'"};
  }
  std::uint64_t seed = 0;
  if (seed_text.empty()) {
    std::random_device device;
    seed = (std::uint64_t{device()} << 32) ^ device();
  } else {
    errno = 0;
    seed = std::strtoull(seed_text.c_str(), nullptr, 10);
    if (seed_text.size() > 20 || seed_text.find_first_not_of("0123456789") != std::string::npos ||
        errno == ERANGE)
      throw CliError{kUsage, "--seed must be a number from 0 to 2^64-1, not '" + seed_text + "'"};
  }
  if (o.verbose) std::cerr << "gridsat: seed " << seed << "\n";
  if (!dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw CliError{kIoErr, dir + ": cannot create the directory: " + ec.message()};
  }

  const bool native = to == "native";
  const auto start = std::chrono::steady_clock::now();
  ProgressLine progress(count, program_start());
  const bool stdout_terminal = isatty(STDOUT_FILENO) != 0;
  // Cut short by the watchdog: the puzzles written are whole, nothing more is printed.
  auto written = [&](long long i) {
    return std::to_string(i) + " of " + std::to_string(count) + " puzzles written";
  };
  prepare_cut_short(spec.limits, CutShortOutput{"", "", written(0)});
  for (long long i = 0; i < count; ++i) {
    std::unique_ptr<Puzzle> puzzle;
    std::optional<StopReason> stopped;
    spec.progress = progress.callback(i);
    try {
      puzzle = generate(spec, puzzle_seed(seed, static_cast<std::uint64_t>(i)));
    } catch (const GenerateStopped& e) {
      stopped = e.reason;
    } catch (const GenerateNotFound& e) {
      progress.clear();
      std::cout.flush();
      std::cerr << "gridsat: puzzle " << i + 1 << ": " << e.what() << "; "
                << std::to_string(i) + " of " + std::to_string(count) + " puzzles written\n";
      return 1;
    } catch (const std::bad_alloc&) {
      stopped = StopReason::Memory;
    }
    if (stopped || stdout_terminal) progress.clear();
    if (stopped)  // the puzzles written so far are whole and unique; the one in progress is not
      return report_stop(*stopped, spec.limits,
                         std::to_string(i) + " of " + std::to_string(count) + " puzzles written");
    std::string error;
    std::optional<std::string> text = write_puzzle(*puzzle, to, error);
    if (!text) throw CliError{kUsage, "cannot write the puzzle as " + to + ": " + error};
    if (native)
      *text = "# generated by gridsat: --seed " + std::to_string(seed) + ", puzzle " +
              std::to_string(i + 1) + "\n" + *text;
    if (dir.empty()) {
      const auto turn = output_turn();  // a whole puzzle or none
      if (native && i > 0) std::cout << "\n";
      std::cout << *text;
      std::cout.flush();
    } else {
      const std::string path = (std::filesystem::path(dir) / file_name(i + 1, native)).string();
      write_output(path, [&](std::ostream& out) { out << *text; });
    }
    update_cut_short_consequence(written(i + 1));
  }
  std::cout.flush();
  progress.clear();
  if (o.stats)
    std::cerr << "gridsat: " << count << " puzzles in "
              << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
              << " s\n";
  return kOk;
}

}  // namespace gridsat::cli

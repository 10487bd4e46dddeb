// list: the genres and formats this gridsat knows, from the registry (genres/genre.hpp), one name
// per line, for scripts and the bash completion; `puzzlink` and `tatham` name the foreign genres
// and games read, each with the type it becomes (docs/formats.md's table is tested against them).
#include <iostream>

#include "common.hpp"
#include "formats/puzzlink.hpp"
#include "formats/tatham.hpp"
#include "genres/genre.hpp"

namespace gridsat::cli {

int cmd_list(const std::vector<std::string>& args) {
  std::string what = "types";
  po::options_description desc("gridsat list options");
  desc.add_options()("what", po::value(&what),
                     "types (genres and their aliases), genres (canonical names only), formats "
                     "(readable), writable, puzzlink (the puzz.link genres read: NAME TYPE "
                     "[ALIAS...]), tatham (Simon Tatham's games read: GAME TYPE)");
  po::positional_options_description pos;
  pos.add("what", 1);
  if (!parse_command(args, desc, pos,
                     "gridsat list [types | genres | formats | writable | puzzlink | tatham]",
                     "gridsat list types"))
    return kOk;
  if (what == "types" || what == "genres") {
    for (const Genre& genre : genres()) {
      std::cout << genre.name << "\n";
      if (what == "types")
        for (std::string_view alias : genre.aliases) std::cout << alias << "\n";
    }
  } else if (what == "formats" || what == "writable") {
    for (const FormatInfo& f : list_formats())
      if (what == "formats" ? f.readable : f.writable) std::cout << f.name << "\n";
  } else if (what == "puzzlink") {
    for (const PuzzlinkGenre& g : puzzlink_genres()) {
      std::cout << g.name << " " << g.type;
      for (std::string_view alias : g.aliases) std::cout << " " << alias;
      std::cout << "\n";
    }
  } else if (what == "tatham") {
    for (const TathamGame& g : tatham_games()) std::cout << g.name << " " << g.type << "\n";
  } else {
    throw CliError{
        kUsage, "unknown list '" + what + "' (types, genres, formats, writable, puzzlink, tatham)"};
  }
  return kOk;
}

}  // namespace gridsat::cli

// The registry: every genre unit, in the order --help lists them. A new genre adds one line.
#include "genres/genre.hpp"

namespace gridsat {

// Each unit's entry, defined in genres/<name>/<name>_genre.cpp.
Genre sudoku_unit();
Genre calcudoku_unit();
Genre skyscrapers_unit();
Genre abc_unit();
Genre binairo_unit();
Genre futoshiki_unit();
Genre kurodoko_unit();
Genre hitori_unit();
Genre nurikabe_unit();
Genre masyu_unit();
Genre slitherlink_unit();
Genre lightup_unit();
Genre starbattle_unit();
Genre nonogram_unit();
Genre kakuro_unit();
Genre tents_unit();
// Declared genres (rules/declared.hpp), defined in genres/<name>/<name>.cpp.
Genre heyawake_unit();
Genre aqre_unit();
Genre mines_unit();
Genre mosaic_unit();
Genre yinyang_unit();
Genre chocona_unit();
Genre canal_unit();
Genre cave_unit();
Genre shimaguni_unit();
Genre norinori_unit();
Genre mochikoro_unit();
Genre kurotto_unit();
Genre norinuri_unit();
Genre lightshadow_unit();
Genre tasquare_unit();
Genre ripple_unit();
Genre kropki_unit();
Genre nurimisaki_unit();
Genre kojun_unit();
Genre suguru_unit();
Genre yajikazu_unit();
Genre lits_unit();
Genre doppelblock_unit();
Genre tapa_unit();
Genre sukoro_unit();
Genre nanro_unit();
Genre magnets_unit();
Genre aquarium_unit();
Genre view_unit();

const std::vector<Genre>& genres() {
  static const std::vector<Genre> all = {
      sudoku_unit(),    calcudoku_unit(),   skyscrapers_unit(), abc_unit(),
      binairo_unit(),   futoshiki_unit(),   kurodoko_unit(),    hitori_unit(),
      nurikabe_unit(),  masyu_unit(),       slitherlink_unit(), starbattle_unit(),
      lightup_unit(),   nonogram_unit(),    kakuro_unit(),      tents_unit(),
      heyawake_unit(),  aqre_unit(),        mines_unit(),       mosaic_unit(),
      yinyang_unit(),   chocona_unit(),     canal_unit(),       cave_unit(),
      shimaguni_unit(), norinori_unit(),    mochikoro_unit(),   kurotto_unit(),
      norinuri_unit(),  lightshadow_unit(), tasquare_unit(),    ripple_unit(),
      kropki_unit(),    nurimisaki_unit(),  kojun_unit(),       suguru_unit(),
      yajikazu_unit(),  lits_unit(),        doppelblock_unit(), tapa_unit(),
      sukoro_unit(),    nanro_unit(),       magnets_unit(),     aquarium_unit(),
      view_unit(),
  };
  return all;
}

const std::vector<GenreFormats>& genre_formats() {
  static const std::vector<GenreFormats> table = [] {
    std::vector<GenreFormats> all;
    for (const Genre& g : genres())
      all.push_back({g.name, g.aliases, g.native, g.formats, g.tatham, g.puzzlink});
    return all;
  }();
  return table;
}

const Genre* find_genre(std::string_view name) {
  for (const Genre& genre : genres())
    if (genre.name == name) return &genre;
  return nullptr;
}

}  // namespace gridsat

// gridsat's DRAT checker: backward checking over a flat clause arena.
//
// Why this shape: a uniqueness certificate of a 25 x 25 sudoku carries hundreds of thousands of
// proof steps, most of which the refutation never uses, and 98,000 small certificates make the
// constant factors count. So, as drat-trim does:
//  - a forward pass adds every lemma without checking it (top-level unit propagation only) and
//    performs the deletions, until the clause database is inconsistent under unit propagation;
//  - conflict analysis marks the clauses that this final conflict uses; then the proof is undone
//    step by step in reverse (lemmas removed, deleted clauses restored) and only marked lemmas are
//    checked, by RUP and else by RAT on their first literal, marking what each derivation uses.
// A lemma that nothing marked is never checked, which is sound: the marked lemmas alone, each
// checked against the clauses present at its point of the proof, already refute the formula.
//
// The clause database: every clause (original or lemma) in one arena, a small header then its
// literals; two watched literals with a blocker literal per watch (binary clauses never touch
// the arena while propagating); literal-indexed values; clauses chained by a hash of their
// literal set for deletions. Propagation is core first: the clauses already marked are tried
// before the others, so that derivations reuse them and fewer lemmas get marked.
// Variables of the formula are used as they are; any other variable (DRAT allows extension
// variables, and a hostile proof may name variable 2,000,000,000) gets the next free index, so
// memory stays proportional to the size of the input.
//
// Top-level assignments follow the database both ways. Going forward, each lemma's propagation
// appends to the trail. Going backward, the trail is always the forward trail of that point of
// the proof: a deletion undone restores a clause that the trail already satisfies (it was in the
// database then, and a deletion changes no assignment since reasons are never deleted), and
// taking back a lemma that is a reason cuts the trail where its literal was appended, which
// leaves the forward trail from before the lemma, closed under propagation. For the watches to
// stay right across such a cut, attach watches the false literal assigned last: a clause watched
// by a false literal and a literal that the cut unassigns then has that false literal unassigned
// too, or else (all its other literals false before the cut) it would have been unit there.
#include "sat/proof_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <unordered_map>

namespace gridsat {
namespace {

using Code = std::uint32_t;      // a literal inside the checker: 2 * index + 1 when negative
using ClauseId = std::uint32_t;  // a clause: where it starts in the arena
constexpr ClauseId kNone = std::numeric_limits<ClauseId>::max();
constexpr long long kMaxVariable = std::numeric_limits<Lit>::max();  // DIMACS literals are ints
constexpr std::size_t kMaxArena = std::size_t{1} << 31;  // words: a watch keeps one bit of an id

constexpr Code negate(Code c) {
  return c ^ 1u;
}
constexpr std::uint32_t index_of(Code c) {
  return c >> 1;
}

// One step of a proof as read: literals as written (not yet mapped to indices).
struct ProofStep {
  bool deletion = false;
  std::vector<long long> lits;
};

// Reads the next step of a text or binary DRAT proof; false at the end. Sets `error` when broken.
class ProofReader {
 public:
  explicit ProofReader(std::string_view proof) : p_(proof) {
    std::size_t probe = std::min<std::size_t>(p_.size(), 256);
    for (std::size_t i = 0; i < probe; ++i) {
      auto c = static_cast<unsigned char>(p_[i]);
      if (c != 'a' && c != 'd' && c != ' ' && c != '-' && c != '\n' && c != '\r' && c != '\t' &&
          (c < '0' || c > '9') && c != 'c')
        binary_ = true;
    }
    // A binary proof starts with 'a' or 'd' followed by a byte that is not a space.
    if (!p_.empty() && (p_[0] == 'a' || p_[0] == 'd') && p_.size() > 1 && p_[1] != ' ')
      binary_ = true;
  }

  bool next(ProofStep& step, std::string& error) {
    step.lits.clear();
    step.deletion = false;
    return binary_ ? next_binary(step, error) : next_text(step, error);
  }

 private:
  bool next_text(ProofStep& step, std::string& error) {
    for (;;) {
      skip_space();
      if (pos_ >= p_.size()) return false;
      if (p_[pos_] == 'c') {
        while (pos_ < p_.size() && p_[pos_] != '\n') ++pos_;
        continue;
      }
      break;
    }
    if (p_[pos_] == 'd') {
      step.deletion = true;
      ++pos_;
    }
    for (;;) {
      skip_space();
      if (pos_ >= p_.size()) {
        error = "the proof ends inside a clause";
        return false;
      }
      const std::size_t start = pos_;
      bool negative = p_[pos_] == '-';
      if (negative) ++pos_;
      if (pos_ >= p_.size() || p_[pos_] < '0' || p_[pos_] > '9') {
        error = "unexpected character in the proof at byte " + std::to_string(start);
        return false;
      }
      long long var = 0;
      for (; pos_ < p_.size() && p_[pos_] >= '0' && p_[pos_] <= '9'; ++pos_) {
        var = var * 10 + (p_[pos_] - '0');
        if (var > kMaxVariable) {
          error = "variable out of range in the proof at byte " + std::to_string(start);
          return false;
        }
      }
      if (var == 0) return true;
      step.lits.push_back(negative ? -var : var);
    }
  }

  bool next_binary(ProofStep& step, std::string& error) {
    if (pos_ >= p_.size()) return false;
    char kind = p_[pos_++];
    if (kind != 'a' && kind != 'd') {
      error = "bad binary proof step at byte " + std::to_string(pos_ - 1);
      return false;
    }
    step.deletion = kind == 'd';
    for (;;) {
      const std::size_t start = pos_;
      std::uint64_t code = 0;
      int shift = 0;
      for (;;) {
        if (pos_ >= p_.size() || shift > 35) {
          error = "the binary proof ends inside a clause";
          return false;
        }
        auto byte = static_cast<unsigned char>(p_[pos_++]);
        code |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
        shift += 7;
        if (!(byte & 0x80)) break;
      }
      if (code == 0) return true;
      auto var = static_cast<long long>(code >> 1);
      if (var == 0 || var > kMaxVariable) {
        error = "variable out of range in the proof at byte " + std::to_string(start);
        return false;
      }
      step.lits.push_back(code & 1 ? -var : var);
    }
  }

  void skip_space() {
    while (pos_ < p_.size() &&
           (p_[pos_] == ' ' || p_[pos_] == '\n' || p_[pos_] == '\r' || p_[pos_] == '\t'))
      ++pos_;
  }

  std::string_view p_;
  std::size_t pos_ = 0;
  bool binary_ = false;
};

// A proof step kept for the backward pass: a lemma added (its number in the proof), or a clause
// deleted (lemma 0).
struct Step {
  ClauseId id;
  std::uint32_t lemma;
};

// The clause database with its top-level trail, and the checks.
class Checker {
 public:
  // Variables 1..direct are their own index; the others are numbered on first sight.
  // `clauses` and `literals` of the formula: room for them is made at once.
  Checker(std::uint32_t direct, std::size_t clauses, std::size_t literals) : direct_(direct) {
    arena_.reserve(std::min(kMaxArena, kHeader * clauses + literals));
    const std::size_t vars = static_cast<std::size_t>(direct) + 1;
    values_.assign(2 * vars, 0);
    stamp_.assign(2 * vars, 0);
    watches_.resize(2 * vars);
    core_watches_.resize(2 * vars);
    reason_.assign(vars, kNone);
    position_.assign(vars, 0);
    seen_.assign(vars, 0);
    explained_.assign(vars, 0);
    trail_.reserve(vars);
  }

  // Puts a clause (literals as written) into the arena, duplicates dropped, not yet active; or
  // kNone when the arena is full.
  template <class Int>
  ClauseId store(const std::vector<Int>& lits) {
    const std::size_t at = arena_.size();
    if (at + kHeader + lits.size() > kMaxArena) return kNone;
    arena_.resize(at + kHeader, 0);
    const bool tautology = normalize(lits, true, arena_);
    const auto id = static_cast<ClauseId>(at);
    const auto size = static_cast<std::uint32_t>(arena_.size() - at - kHeader);
    arena_[id + kSize] = size;
    arena_[id + kFlags] = tautology ? std::uint32_t{kTautology} : 0u;
    arena_[id + kHash] = hash_of(lits_of(id), size);
    arena_[id + kPivot] = size > 0 ? lits_of(id)[0] : 0;
    arena_[id + kNext] = kNone;
    return id;
  }

  bool tautology(ClauseId id) const { return arena_[id + kFlags] & kTautology; }
  bool marked(ClauseId id) const { return arena_[id + kFlags] & kMarked; }
  // Marks a clause as used by the refutation: it must be checked if it is a lemma, and
  // propagation tries it before the others (core first: derivations then tend to reuse clauses
  // already marked, so that fewer lemmas need checking).
  void mark(ClauseId id) {
    std::uint32_t& flags = arena_[id + kFlags];
    if (flags & kMarked) return;
    const bool watched = (flags & kActive) && size_of(id) >= 2;
    if (watched) {
      detach(lits_of(id)[0], id);
      detach(lits_of(id)[1], id);
    }
    flags |= kMarked;
    if (watched) {
      watch(lits_of(id)[0], lits_of(id)[1], id);
      watch(lits_of(id)[1], lits_of(id)[0], id);
    }
  }

  // Makes a stored clause part of the database and propagates. Returns a conflicting clause
  // (the database is then inconsistent under unit propagation) or kNone.
  ClauseId activate(ClauseId id) {
    arena_[id + kFlags] |= kActive;
    if (hashed_) hash_insert(id);
    const ClauseId conflict = attach(id);
    return conflict != kNone ? conflict : propagate();
  }

  // Takes an active clause out of the database that is the reason of no top-level literal.
  void deactivate(ClauseId id) {
    arena_[id + kFlags] &= ~std::uint32_t{kActive};
    if (hashed_) hash_remove(id);
    if (size_of(id) >= 2) {
      detach(lits_of(id)[0], id);
      detach(lits_of(id)[1], id);
    }
  }

  // The active clause with these literals (as written) that is the reason of no top-level
  // literal, or kNone; `reason_clause` tells whether one that is a reason exists.
  ClauseId find(const std::vector<long long>& lits, bool& reason_clause) {
    reason_clause = false;
    if (!hashed_) build_hash();
    scratch_.clear();
    if (normalize(lits, false, scratch_)) return kNone;  // tautologies are never stored
    for (Code c : scratch_)
      if (c == kNone) return kNone;  // a variable never seen: no clause holds it
    const auto size = static_cast<std::uint32_t>(scratch_.size());
    const std::uint32_t h = hash_of(scratch_.data(), size);
    const std::uint32_t stamp = next_stamp();
    for (Code c : scratch_) stamp_[c] = stamp;
    for (ClauseId id = buckets_[h & bucket_mask_]; id != kNone; id = arena_[id + kNext]) {
      if (arena_[id + kHash] != h || size_of(id) != size) continue;
      const Code* l = lits_of(id);
      bool same = true;
      for (std::uint32_t k = 0; k < size && same; ++k) same = stamp_[l[k]] == stamp;
      if (!same) continue;
      if (reason_position(id) == kNone) return id;
      reason_clause = true;
    }
    return kNone;
  }

  // The forward pass is over: deletions are not looked up any more.
  void stop_hashing() {
    hashed_ = false;
    std::vector<ClauseId>().swap(buckets_);
  }

  // Going backward: takes the last lemma out of the database, and the assignments appended
  // from its own on when it is a reason. False if the database is then inconsistent (it cannot
  // be: that was the forward database before the lemma).
  bool retract(ClauseId id) {
    deactivate(id);
    const std::uint32_t implied = reason_position(id);
    if (implied != kNone) unassign_from(implied);
    return propagate() == kNone;
  }

  // Marks the clauses that a top-level conflict uses (the conflicting clause, the reasons).
  void mark_conflict(ClauseId conflict) { mark_conflict(conflict, trail_.size()); }

  // RUP: asserting the negation of the lemma propagates to a conflict. Marks what that uses.
  bool rup(ClauseId id) { return rup(lits_of(id), size_of(id)); }

  // RAT on the lemma's first literal as written: every resolvent with an active clause that
  // holds its negation is a tautology or RUP.
  bool rat(ClauseId id) {
    const std::uint32_t size = size_of(id);
    if (size == 0) return false;
    if (!occurrences_built_) build_occurrences();
    const Code pivot = arena_[id + kPivot];
    for (std::uint32_t k = occurrence_start_[negate(pivot)];
         k < occurrence_start_[negate(pivot) + 1]; ++k) {
      const ClauseId d = occurrences_[k];
      if (!(arena_[d + kFlags] & kActive)) continue;
      resolvent_.assign(lits_of(id), lits_of(id) + size);
      const std::uint32_t stamp = next_stamp();
      for (Code c : resolvent_) stamp_[c] = stamp;
      bool tautology = false;
      for (std::uint32_t j = 0; j < size_of(d) && !tautology; ++j) {
        const Code c = lits_of(d)[j];
        if (c == negate(pivot) || stamp_[c] == stamp) continue;
        if (stamp_[negate(c)] == stamp) tautology = true;
        resolvent_.push_back(c);
      }
      if (!tautology && !rup(resolvent_.data(), resolvent_.size())) return false;
    }
    return true;
  }

 private:
  // A clause is a header of kHeader words in the arena, then its literals (duplicates dropped);
  // its id is where it starts.
  enum Field : std::uint32_t {
    kSize,   // literals
    kFlags,  // Flag bits
    kHash,   // of the set of literals, whatever their order
    kPivot,  // the first literal as written (for RAT)
    kNext,   // the next clause in its hash bucket
    kHeader
  };
  enum Flag : std::uint32_t { kActive = 1, kMarked = 2, kTautology = 4 };
  // A watch of a clause on one of its first two literals (the watched ones). When the blocker
  // is true, the clause is satisfied; for a binary clause the blocker is the other literal.
  struct Watch {
    Code blocker;
    std::uint32_t id_binary;  // clause id << 1 | (1 for a binary clause)
  };

  std::uint32_t size_of(ClauseId id) const { return arena_[id + kSize]; }
  Code* lits_of(ClauseId id) { return arena_.data() + id + kHeader; }
  const Code* lits_of(ClauseId id) const { return arena_.data() + id + kHeader; }
  ClauseId next_clause(ClauseId id) const { return id + kHeader + size_of(id); }

  // ---- variables and literal sets

  // The code of a literal as written; kNone for a variable never seen unless `create`.
  Code code_of(long long lit, bool create) {
    const long long var = lit < 0 ? -lit : lit;
    std::uint32_t index;
    if (var <= static_cast<long long>(direct_)) {
      index = static_cast<std::uint32_t>(var);
    } else if (auto it = extension_.find(var); it != extension_.end()) {
      index = it->second;
    } else {
      if (!create) return kNone;
      index = static_cast<std::uint32_t>(reason_.size());
      extension_.emplace(var, index);
      add_variable();
    }
    return 2 * index + (lit < 0 ? 1u : 0u);
  }

  void add_variable() {
    values_.resize(values_.size() + 2, 0);
    stamp_.resize(stamp_.size() + 2, 0);
    watches_.resize(watches_.size() + 2);
    core_watches_.resize(core_watches_.size() + 2);
    reason_.push_back(kNone);
    position_.push_back(0);
    seen_.push_back(0);
    explained_.push_back(0);
  }

  // A fresh value for stamp_: codes stamped with it form the current set.
  std::uint32_t next_stamp() {
    if (++stamp_now_ == 0) {
      std::fill(stamp_.begin(), stamp_.end(), 0);
      stamp_now_ = 1;
    }
    return stamp_now_;
  }

  // Appends the codes of `lits` to `out`, duplicates dropped (kNone for a variable never seen
  // when !create); true when the clause is a tautology.
  template <class Int>
  bool normalize(const std::vector<Int>& lits, bool create, std::vector<Code>& out) {
    const std::uint32_t stamp = next_stamp();
    bool tautology = false;
    for (Int lit : lits) {
      const Code c = code_of(static_cast<long long>(lit), create);
      if (c == kNone) {
        out.push_back(kNone);
        continue;
      }
      if (stamp_[c] == stamp) continue;
      if (stamp_[negate(c)] == stamp) tautology = true;
      stamp_[c] = stamp;
      out.push_back(c);
    }
    return tautology;
  }

  static std::uint32_t hash_of(const Code* lits, std::uint32_t n) {
    std::uint64_t h = n;
    for (std::uint32_t k = 0; k < n; ++k) {
      std::uint64_t x = lits[k] + 0x9E3779B97F4A7C15ull;
      x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
      x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
      h += x ^ (x >> 31);  // a sum: the order of the literals does not matter
    }
    return static_cast<std::uint32_t>(h ^ (h >> 32));
  }

  // ---- deletion lookup: active clauses chained by hash, built at the first deletion

  void build_hash() {
    hashed_ = true;
    hashed_count_ = 0;
    std::size_t n = 1024;
    while (n < arena_.size() / 4) n *= 2;
    buckets_.assign(n, kNone);
    bucket_mask_ = static_cast<std::uint32_t>(n - 1);
    for (ClauseId id = 0; id < arena_.size(); id = next_clause(id))
      if (arena_[id + kFlags] & kActive) hash_insert(id);
  }

  void hash_insert(ClauseId id) {
    if (++hashed_count_ > buckets_.size()) {  // twice the buckets, so that chains stay short
      std::vector<ClauseId> old;
      old.swap(buckets_);
      buckets_.assign(2 * old.size(), kNone);
      bucket_mask_ = static_cast<std::uint32_t>(buckets_.size() - 1);
      for (ClauseId head : old)
        for (ClauseId c = head; c != kNone;) {
          const ClauseId next = arena_[c + kNext];
          link(c);
          c = next;
        }
    }
    link(id);
  }

  void link(ClauseId id) {
    ClauseId& head = buckets_[arena_[id + kHash] & bucket_mask_];
    arena_[id + kNext] = head;
    head = id;
  }

  void hash_remove(ClauseId id) {
    ClauseId* at = &buckets_[arena_[id + kHash] & bucket_mask_];
    while (*at != kNone && *at != id) at = &arena_[*at + kNext];
    if (*at == id) {
      *at = arena_[id + kNext];
      --hashed_count_;
    }
  }

  // ---- watches and the trail

  // The watches of marked clauses (the core) and of the others are kept apart.
  std::vector<Watch>& watch_list(Code lit, ClauseId id) {
    return marked(id) ? core_watches_[lit] : watches_[lit];
  }

  void watch(Code lit, Code blocker, ClauseId id) {
    watch_list(lit, id).push_back({blocker, id << 1 | (size_of(id) == 2 ? 1u : 0u)});
  }

  void detach(Code lit, ClauseId id) {
    std::vector<Watch>& ws = watch_list(lit, id);
    for (std::size_t k = 0; k < ws.size(); ++k)
      if (ws[k].id_binary >> 1 == id) {
        ws[k] = ws.back();
        ws.pop_back();
        return;
      }
  }

  void assign(Code lit, ClauseId reason) {
    values_[lit] = 1;
    values_[negate(lit)] = -1;
    const std::uint32_t v = index_of(lit);
    reason_[v] = reason;
    position_[v] = static_cast<std::uint32_t>(trail_.size());
    trail_.push_back(lit);
  }

  // Unassigns the trail from `mark` on (the top-level trail, or a check's assumptions).
  void unassign_from(std::size_t mark) {
    while (trail_.size() > mark) {
      const Code lit = trail_.back();
      values_[lit] = 0;
      values_[negate(lit)] = 0;
      const std::uint32_t v = index_of(lit);
      reason_[v] = kNone;
      explained_[v] = 0;
      trail_.pop_back();
    }
    head_ = std::min(head_, mark);
    core_head_ = std::min(core_head_, mark);
  }

  // The trail position of the literal whose reason the clause is, or kNone.
  std::uint32_t reason_position(ClauseId id) const {
    const Code* lits = lits_of(id);
    for (std::uint32_t k = 0; k < std::min<std::uint32_t>(size_of(id), 2); ++k)
      if (values_[lits[k]] > 0 && reason_[index_of(lits[k])] == id)
        return position_[index_of(lits[k])];
    return kNone;
  }

  // Watches a clause on its two best literals: true ones first, then unassigned ones, then the
  // false one assigned last. Assigns the clause's literal if it is unit; returns the clause if
  // it is false, else kNone.
  ClauseId attach(ClauseId id) {
    const std::uint32_t size = size_of(id);
    Code* lits = lits_of(id);
    if (size == 0) return id;
    if (size == 1) {
      if (values_[lits[0]] < 0) return id;
      if (values_[lits[0]] == 0) assign(lits[0], id);
      return kNone;
    }
    auto rank = [&](Code l) -> std::uint64_t {  // smaller is better
      if (values_[l] > 0) return 0;
      if (values_[l] == 0) return 1;
      return 2 + (std::uint64_t{kNone} - position_[index_of(l)]);
    };
    for (std::uint32_t w = 0; w < 2; ++w) {
      std::uint32_t best = w;
      for (std::uint32_t k = w + 1; k < size; ++k)
        if (rank(lits[k]) < rank(lits[best])) best = k;
      std::swap(lits[w], lits[best]);
    }
    watch(lits[0], lits[1], id);
    watch(lits[1], lits[0], id);
    if (values_[lits[1]] >= 0) return kNone;
    if (values_[lits[0]] < 0) return id;
    if (values_[lits[0]] == 0) assign(lits[0], id);
    return kNone;
  }

  // Unit propagation, core first: the watches of marked clauses for every literal of the trail,
  // then those of the others for one literal, and again. Returns a conflicting clause or kNone.
  ClauseId propagate() {
    for (;;) {
      while (core_head_ < trail_.size()) {
        const std::size_t q = core_head_++;
        if (ClauseId conflict = propagate(trail_[q], core_watches_); conflict != kNone) {
          core_head_ = q;  // propagated again once the conflict is gone
          return conflict;
        }
      }
      if (head_ == trail_.size()) return kNone;
      const std::size_t q = head_++;
      if (ClauseId conflict = propagate(trail_[q], watches_); conflict != kNone) {
        head_ = q;
        return conflict;
      }
    }
  }

  // Visits the clauses of one watch list that watch the negation of a literal just assigned.
  ClauseId propagate(Code assigned, std::vector<std::vector<Watch>>& lists) {
    const Code falsified = negate(assigned);
    std::vector<Watch>& ws = lists[falsified];
    ClauseId conflict = kNone;
    std::size_t keep = 0, i = 0;
    for (; i < ws.size() && conflict == kNone; ++i) {
      const Watch w = ws[i];
      if (values_[w.blocker] > 0) {
        ws[keep++] = w;
        continue;
      }
      const ClauseId id = w.id_binary >> 1;
      if (w.id_binary & 1) {
        ws[keep++] = w;
        if (values_[w.blocker] < 0)
          conflict = id;
        else
          assign(w.blocker, id);
        continue;
      }
      const std::uint32_t size = size_of(id);
      Code* lits = lits_of(id);
      if (lits[0] == falsified) std::swap(lits[0], lits[1]);
      if (values_[lits[0]] > 0) {
        ws[keep++] = {lits[0], w.id_binary};
        continue;
      }
      std::uint32_t k = 2;
      while (k < size && values_[lits[k]] < 0) ++k;
      if (k < size) {
        std::swap(lits[1], lits[k]);
        lists[lits[1]].push_back({lits[0], w.id_binary});
        continue;
      }
      ws[keep++] = w;
      if (values_[lits[0]] < 0)
        conflict = id;
      else
        assign(lits[0], id);
    }
    for (; i < ws.size(); ++i) ws[keep++] = ws[i];
    ws.resize(keep);
    return conflict;
  }

  // ---- checks and marking

  // RUP of a set of literals (codes, no duplicates); marks what the derivation uses.
  bool rup(const Code* lits, std::size_t n) {
    const std::size_t top = trail_.size();
    bool refuted = false;
    for (std::size_t k = 0; k < n && !refuted; ++k) {
      const Code l = lits[k];
      if (values_[l] > 0) {  // true at top level: its negation conflicts at once
        visit(index_of(l));
        explain(top);
        refuted = true;
      } else if (values_[l] == 0) {
        assign(negate(l), kNone);
      }
    }
    if (!refuted) {
      const ClauseId conflict = propagate();
      if (conflict != kNone) {
        mark_conflict(conflict, top);
        refuted = true;
      }
    }
    unassign_from(top);
    return refuted;
  }

  void mark_conflict(ClauseId conflict, std::size_t top) {
    mark(conflict);
    const Code* lits = lits_of(conflict);
    for (std::uint32_t k = 0; k < size_of(conflict); ++k) visit(index_of(lits[k]));
    explain(top);
  }

  void visit(std::uint32_t v) {
    if (seen_[v]) return;
    seen_[v] = 1;
    visited_.push_back(v);
    pending_.push_back(v);
  }

  // Marks the reasons behind the visited variables, transitively. Trail positions below `top`
  // are top level: once their reasons are all marked (explained_), they are not walked again
  // while they stay assigned.
  void explain(std::size_t top) {
    while (!pending_.empty()) {
      const std::uint32_t v = pending_.back();
      pending_.pop_back();
      const ClauseId r = reason_[v];
      if (r == kNone || explained_[v]) continue;  // an assumption, or done before
      mark(r);
      const Code* lits = lits_of(r);
      for (std::uint32_t k = 0; k < size_of(r); ++k) visit(index_of(lits[k]));
    }
    for (std::uint32_t v : visited_) {
      seen_[v] = 0;
      if (values_[2 * v] != 0 && position_[v] < top) explained_[v] = 1;
    }
    visited_.clear();
  }

  void build_occurrences() {
    occurrences_built_ = true;
    occurrence_start_.assign(values_.size() + 1, 0);
    for (ClauseId id = 0; id < arena_.size(); id = next_clause(id))
      if (!tautology(id))
        for (std::uint32_t k = 0; k < size_of(id); ++k) ++occurrence_start_[lits_of(id)[k] + 1];
    for (std::size_t k = 1; k < occurrence_start_.size(); ++k)
      occurrence_start_[k] += occurrence_start_[k - 1];
    std::vector<std::uint32_t> next(occurrence_start_.begin(), occurrence_start_.end() - 1);
    occurrences_.assign(occurrence_start_.back(), kNone);
    for (ClauseId id = 0; id < arena_.size(); id = next_clause(id))
      if (!tautology(id))
        for (std::uint32_t k = 0; k < size_of(id); ++k) occurrences_[next[lits_of(id)[k]]++] = id;
  }

  std::uint32_t direct_;
  std::unordered_map<long long, std::uint32_t> extension_;  // variable as written -> index
  std::vector<std::uint32_t> arena_;                        // every clause: header, then literals
  std::vector<std::int8_t> values_;   // per code: 1 true, -1 false, 0 unassigned
  std::vector<std::uint32_t> stamp_;  // per code: in the current set when == stamp_now_
  std::uint32_t stamp_now_ = 0;
  std::vector<std::vector<Watch>> watches_;       // per code: of clauses not marked
  std::vector<std::vector<Watch>> core_watches_;  // per code: of marked clauses
  std::vector<ClauseId> reason_;                  // per variable index (kNone: an assumption)
  std::vector<std::uint32_t> position_;           // per variable index: where on the trail
  std::vector<std::uint8_t> seen_;                // per variable index: visited by this analysis
  std::vector<std::uint8_t> explained_;           // per variable index: its reasons are all marked
  std::vector<Code> trail_;
  std::size_t head_ = 0;       // trail positions before it are propagated
  std::size_t core_head_ = 0;  // trail positions before it are propagated in the core
  std::vector<std::uint32_t> visited_, pending_;
  std::vector<Code> scratch_, resolvent_;
  bool hashed_ = false;
  std::vector<ClauseId> buckets_;
  std::uint32_t bucket_mask_ = 0;
  std::size_t hashed_count_ = 0;
  bool occurrences_built_ = false;
  std::vector<std::uint32_t> occurrence_start_;  // per code, into occurrences_
  std::vector<ClauseId> occurrences_;
};

// The formula's literals must be DIMACS literals (no 0).
std::string formula_problem(const std::vector<std::vector<Lit>>& clauses) {
  for (std::size_t i = 0; i < clauses.size(); ++i)
    for (Lit l : clauses[i])
      if (l == 0 || l == std::numeric_limits<Lit>::min())
        return "clause " + std::to_string(i + 1) + " of the formula holds the literal " +
               std::to_string(l);
  return "";
}

}  // namespace

ProofCheck check_drat(int num_vars, const std::vector<std::vector<Lit>>& clauses,
                      std::string_view proof) {
  ProofCheck result;
  if (std::string problem = formula_problem(clauses); !problem.empty()) {
    result.message = problem;
    return result;
  }
  const std::string too_large = "the formula and the proof are too large to check";
  // Variables up to num_vars index the arrays directly, unless num_vars is out of proportion
  // with the formula (then they are numbered on first sight like extension variables).
  std::size_t literals = 0;
  for (const auto& c : clauses) literals += c.size();
  const auto direct = static_cast<std::uint32_t>(
      std::clamp<long long>(num_vars, 0, static_cast<long long>(2 * literals + 1024)));
  Checker checker(direct, clauses.size(), literals);

  // Forward: the formula, then every step until the database is inconsistent under unit
  // propagation (and on to the empty clause, which the proof must hold).
  ClauseId conflict = kNone;
  for (const auto& c : clauses) {
    const ClauseId id = checker.store(c);
    if (id == kNone) {
      result.message = too_large;
      return result;
    }
    if (conflict == kNone && !checker.tautology(id)) conflict = checker.activate(id);
  }
  std::vector<Step> steps;
  ProofReader reader(proof);
  ProofStep step;
  std::string error;
  bool refuted = false;
  while (!refuted && reader.next(step, error)) {
    if (step.deletion) {
      ++result.deletions;
      if (conflict != kNone) {  // already refuted: the database is left as it is
        ++result.ignored_deletions;
        continue;
      }
      bool reason = false;
      const ClauseId id = checker.find(step.lits, reason);
      if (id != kNone) {
        checker.deactivate(id);
        steps.push_back({id, 0});
      } else if (reason) {
        ++result.ignored_deletions;  // kept: see the header
      }
      continue;
    }
    ++result.lemmas;
    refuted = step.lits.empty();
    if (refuted || conflict != kNone) continue;
    const ClauseId id = checker.store(step.lits);
    if (id == kNone) {
      error = too_large;
      break;
    }
    if (checker.tautology(id)) continue;  // true in every assignment: nothing to check
    steps.push_back({id, static_cast<std::uint32_t>(result.lemmas)});
    conflict = checker.activate(id);
  }
  checker.stop_hashing();
  if (!error.empty()) {
    result.message = error;
    return result;
  }
  // Backward: from the conflict, undo the proof and check the lemmas that it uses. With no
  // conflict the proof is wrong anyway; then every lemma is checked, to name a wrong one.
  if (conflict != kNone) {
    checker.mark_conflict(conflict);
  } else {
    for (const Step& at : steps)
      if (at.lemma != 0) checker.mark(at.id);
  }
  auto lemma_failed = [&](long long number) {
    result.message = "lemma " + std::to_string(number) + " is neither RUP nor RAT";
    return result;
  };
  long long checked = 0;
  for (std::size_t s = steps.size(); s-- > 0;) {
    const Step at = steps[s];
    const bool consistent =
        at.lemma == 0 ? checker.activate(at.id) == kNone : checker.retract(at.id);
    if (!consistent) {  // cannot happen: the same database was consistent going forward
      result.message = "internal error: the clause database is inconsistent going backward";
      return result;
    }
    if (at.lemma == 0 || !checker.marked(at.id)) continue;
    ++checked;
    if (checker.rup(at.id)) continue;
    if (!checker.rat(at.id)) return lemma_failed(at.lemma);
    ++result.rat_lemmas;
  }
  // The empty clause must be in the proof itself, so that a proof cut short is always rejected.
  if (!refuted) {
    result.message = "the proof does not derive the empty clause";
    return result;
  }
  // The empty clause is RUP exactly when propagation found a conflict before it.
  if (conflict == kNone) return lemma_failed(result.lemmas);
  ++checked;
  result.valid = true;
  result.message = std::to_string(checked) + " of " + std::to_string(result.lemmas) +
                   " lemmas checked, " + std::to_string(result.rat_lemmas) + " by RAT";
  return result;
}

}  // namespace gridsat

#include "proof_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <unordered_map>

namespace gridsat {
namespace {

struct ProofStep {
  bool deletion = false;
  std::vector<Lit> lits;
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
      char* end = nullptr;
      std::string number(p_.substr(pos_, std::min<std::size_t>(24, p_.size() - pos_)));
      long long lit = std::strtoll(number.c_str(), &end, 10);
      if (end == number.c_str()) {
        error = "unexpected character in the proof at byte " + std::to_string(pos_);
        return false;
      }
      pos_ += static_cast<std::size_t>(end - number.c_str());
      if (lit == 0) return true;
      step.lits.push_back(static_cast<Lit>(lit));
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
      Lit var = static_cast<Lit>(code >> 1);
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

class Checker {
 public:
  explicit Checker(int num_vars) { grow(num_vars); }

  // Adds a clause to the database (already checked, or original) and propagates at top level.
  void add(std::vector<Lit> lits) {
    if (inconsistent_) return;
    for (Lit l : lits) grow(std::abs(l));
    std::sort(lits.begin(), lits.end());
    lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
    for (std::size_t i = 0; i + 1 < lits.size(); ++i)
      if (lits[i] == -lits[i + 1]) return;  // a tautology constrains nothing
    int id = static_cast<int>(clauses_.size());
    clauses_.push_back({lits, true});
    by_key_[key(lits)].push_back(id);
    for (Lit l : lits) occurs_[index(l)].push_back(id);
    attach(id);
  }

  // Removes a clause; returns false when it was not in the database. Reasons are kept.
  bool remove(std::vector<Lit> lits, bool& ignored) {
    ignored = false;
    std::sort(lits.begin(), lits.end());
    lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
    auto it = by_key_.find(key(lits));
    if (it == by_key_.end()) return false;
    for (std::size_t k = 0; k < it->second.size(); ++k) {
      int id = it->second[k];
      if (clauses_[static_cast<std::size_t>(id)].lits != lits) continue;
      if (is_reason(id)) {
        ignored = true;
        return true;
      }
      clauses_[static_cast<std::size_t>(id)].active = false;
      it->second.erase(it->second.begin() + static_cast<std::ptrdiff_t>(k));
      return true;
    }
    return false;
  }

  bool inconsistent() const { return inconsistent_; }

  // RUP: asserting the negation of `lits` leads to a conflict by unit propagation.
  bool rup(const std::vector<Lit>& lits) {
    if (inconsistent_) return true;
    for (Lit l : lits) grow(std::abs(l));
    std::size_t mark = trail_.size();
    bool conflict = false;
    for (Lit l : lits) {
      if (value(l) > 0) {
        conflict = true;
        break;
      }
      if (value(l) == 0) assign(-l, -1);
    }
    if (!conflict) conflict = !propagate();
    backtrack(mark);
    return conflict;
  }

  // RAT on lits[0]: every resolvent with a clause containing -lits[0] is RUP.
  bool rat(const std::vector<Lit>& lits) {
    if (lits.empty()) return false;
    Lit pivot = lits[0];
    grow(std::abs(pivot));
    for (int id : occurs_[index(-pivot)]) {
      const Clause& d = clauses_[static_cast<std::size_t>(id)];
      if (!d.active) continue;
      std::vector<Lit> resolvent = lits;
      bool tautology = false;
      for (Lit l : d.lits) {
        if (l == -pivot) continue;
        if (std::find(lits.begin(), lits.end(), -l) != lits.end()) tautology = true;
        resolvent.push_back(l);
      }
      if (!tautology && !rup(resolvent)) return false;
    }
    return true;
  }

 private:
  struct Clause {
    std::vector<Lit> lits;
    bool active;
  };

  static std::size_t index(Lit l) { return static_cast<std::size_t>(2 * std::abs(l) + (l < 0)); }
  static std::string key(const std::vector<Lit>& lits) {
    return std::string(reinterpret_cast<const char*>(lits.data()), lits.size() * sizeof(Lit));
  }

  void grow(int var) {
    if (static_cast<std::size_t>(var) < values_.size()) return;
    values_.resize(static_cast<std::size_t>(var) + 1, 0);
    reasons_.resize(static_cast<std::size_t>(var) + 1, -1);
    watches_.resize(2 * static_cast<std::size_t>(var) + 2);
    occurs_.resize(2 * static_cast<std::size_t>(var) + 2);
  }

  int value(Lit l) const {
    int v = values_[static_cast<std::size_t>(std::abs(l))];
    return l > 0 ? v : -v;
  }

  void assign(Lit l, int reason) {
    values_[static_cast<std::size_t>(std::abs(l))] = static_cast<signed char>(l > 0 ? 1 : -1);
    reasons_[static_cast<std::size_t>(std::abs(l))] = reason;
    trail_.push_back(l);
  }

  void backtrack(std::size_t mark) {
    while (trail_.size() > mark) {
      values_[static_cast<std::size_t>(std::abs(trail_.back()))] = 0;
      reasons_[static_cast<std::size_t>(std::abs(trail_.back()))] = -1;
      trail_.pop_back();
    }
    head_ = std::min(head_, mark);
  }

  bool is_reason(int id) const {
    for (Lit l : clauses_[static_cast<std::size_t>(id)].lits)
      if (value(l) > 0 && reasons_[static_cast<std::size_t>(std::abs(l))] == id) return true;
    return false;
  }

  // Watches the two best literals (true or unassigned first) and propagates if it is unit.
  void attach(int id) {
    Clause& c = clauses_[static_cast<std::size_t>(id)];
    auto rank = [&](Lit l) { return value(l) > 0 ? 0 : value(l) == 0 ? 1 : 2; };
    std::stable_sort(c.lits.begin(), c.lits.end(), [&](Lit a, Lit b) { return rank(a) < rank(b); });
    if (c.lits.empty() || value(c.lits[0]) < 0) {
      inconsistent_ = true;
      return;
    }
    if (c.lits.size() >= 2) {
      watches_[index(c.lits[0])].push_back(id);
      watches_[index(c.lits[1])].push_back(id);
    }
    if (value(c.lits[0]) == 0 && (c.lits.size() == 1 || value(c.lits[1]) < 0)) {
      assign(c.lits[0], id);
      if (!propagate()) inconsistent_ = true;
    }
  }

  // Unit propagation with two watched literals; false on a conflict.
  bool propagate() {
    while (head_ < trail_.size()) {
      Lit falsified = -trail_[head_++];
      std::vector<int>& ws = watches_[index(falsified)];
      std::size_t keep = 0;
      for (std::size_t i = 0; i < ws.size(); ++i) {
        int id = ws[i];
        Clause& c = clauses_[static_cast<std::size_t>(id)];
        if (!c.active) continue;  // dropped lazily
        if (c.lits[0] == falsified) std::swap(c.lits[0], c.lits[1]);
        if (value(c.lits[0]) > 0) {
          ws[keep++] = id;
          continue;
        }
        bool moved = false;
        for (std::size_t k = 2; k < c.lits.size(); ++k) {
          if (value(c.lits[k]) >= 0) {
            std::swap(c.lits[1], c.lits[k]);
            watches_[index(c.lits[1])].push_back(id);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[keep++] = id;
        if (value(c.lits[0]) < 0) {
          for (std::size_t j = i + 1; j < ws.size(); ++j) ws[keep++] = ws[j];
          ws.resize(keep);
          return false;
        }
        assign(c.lits[0], id);
      }
      ws.resize(keep);
    }
    return true;
  }

  std::vector<Clause> clauses_;
  std::unordered_map<std::string, std::vector<int>> by_key_;
  std::vector<std::vector<int>> watches_;
  std::vector<std::vector<int>> occurs_;
  std::vector<signed char> values_;
  std::vector<int> reasons_;
  std::vector<Lit> trail_;
  std::size_t head_ = 0;
  bool inconsistent_ = false;
};

}  // namespace

ProofCheck check_drat(int num_vars, const std::vector<std::vector<Lit>>& clauses,
                      std::string_view proof) {
  ProofCheck result;
  Checker checker(num_vars);
  for (const auto& c : clauses) checker.add(c);
  ProofReader reader(proof);
  ProofStep step;
  std::string error;
  bool refuted = false;
  while (!refuted && reader.next(step, error)) {
    if (step.deletion) {
      ++result.deletions;
      bool ignored = false;
      checker.remove(step.lits, ignored);
      if (ignored) ++result.ignored_deletions;
      continue;
    }
    ++result.lemmas;
    if (!checker.rup(step.lits)) {
      if (!checker.rat(step.lits)) {
        result.message = "lemma " + std::to_string(result.lemmas) + " is neither RUP nor RAT";
        return result;
      }
      ++result.rat_lemmas;
    }
    refuted = step.lits.empty();
    checker.add(step.lits);
  }
  if (!error.empty()) {
    result.message = error;
    return result;
  }
  // The empty clause must be in the proof itself, so that a proof cut short is always rejected.
  if (!refuted) {
    result.message = "the proof does not derive the empty clause";
    return result;
  }
  result.valid = true;
  result.message = std::to_string(result.lemmas) + " lemmas checked (" +
                   std::to_string(result.rat_lemmas) + " by RAT)";
  return result;
}

}  // namespace gridsat

//===- word2vec.cpp - Skip-gram with negative sampling -----------*- C++ -*-===//
//
// Trains word embeddings (word2vec's skip-gram with negative sampling) on an
// English text corpus with the kernel compiled from word2vec.mlir: embedding
// lookups (gathers), dot products, the logistic loss, row_sparse embedding
// gradients with repeated ids summed, and lazy Adam on the dense embedding
// tables.  Vocabulary building, subsampling, the context windows and the
// negative sampling are done here, as in word2vec.c.  Prints the loss per
// epoch and at the end the nearest neighbours (cosine) of a few frequent
// words.
//
//   word2vec CORPUS [--max-bytes=N] [--epochs=N] [--batch=N] [--window=N]
//            [--min-count=N] [--seed=S] [--words=a,b,c] [--kernel=PATH]
//
// CORPUS is a text file or a directory of text files (read in name order;
// symbolic links and `*.dat` files are skipped).  The default corpus of
// examples/README.md is the Debian package `fortunes`
// (/usr/share/games/fortunes), which scripts/bootstrap.sh installs.
//
//===----------------------------------------------------------------------===//

#include "examples/common/Args.h"
#include "tools/jit/Jit.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unordered_map>

using namespace stype;
using examples::parseInt;
using examples::parseString;

#ifndef STYPE_EXAMPLES_DIR
#define STYPE_EXAMPLES_DIR "examples"
#endif

namespace {

struct Options {
  std::string corpus;
  int64_t maxBytes = 0; // 0: everything
  int64_t epochs = 3, batch = 1024, window = 4, minCount = 5;
  double subsample = 1e-3;
  uint64_t seed = 11;
  std::string words = "love,life,money,computer,god,woman,war,time";
  std::string kernel = STYPE_EXAMPLES_DIR "/word2vec/word2vec.mlir";
};

/// Appends the bytes of the regular file `path` to `text`, up to `limit`
/// bytes in all (0: no limit).
rt::Status readFile(const std::string &path, int64_t limit, std::string &text) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return rt::Status::error("cannot read " + path + ": " +
                             std::strerror(errno));
  std::ostringstream buf;
  buf << in.rdbuf();
  std::string s = buf.str();
  if (limit > 0 && static_cast<int64_t>(text.size() + s.size()) > limit)
    s.resize(limit - text.size());
  text += s;
  return rt::Status::success();
}

/// Reads the corpus: a file, or the regular files of a directory in name
/// order (symbolic links and strfile's `*.dat` indexes skipped).
rt::Status readCorpus(const Options &o, std::string &text, int &files) {
  struct stat st;
  if (stat(o.corpus.c_str(), &st) != 0)
    return rt::Status::error(
        "corpus '" + o.corpus + "' not found (" + std::strerror(errno) +
        "); install the Debian package 'fortunes' (scripts/bootstrap.sh "
        "does) and pass /usr/share/games/fortunes, or pass any English "
        "text file");
  files = 0;
  if (!S_ISDIR(st.st_mode)) {
    files = 1;
    return readFile(o.corpus, o.maxBytes, text);
  }
  DIR *dir = opendir(o.corpus.c_str());
  if (!dir)
    return rt::Status::error("cannot list " + o.corpus + ": " +
                             std::strerror(errno));
  std::vector<std::string> names;
  while (dirent *e = readdir(dir))
    names.push_back(e->d_name);
  closedir(dir);
  std::sort(names.begin(), names.end());
  for (const std::string &name : names) {
    std::string path = o.corpus + "/" + name;
    if (name[0] == '.' || (name.size() > 4 &&
                           name.compare(name.size() - 4, 4, ".dat") == 0))
      continue;
    if (lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
      continue;
    if (rt::Status s = readFile(path, o.maxBytes, text); !s.ok())
      return s;
    ++files;
    if (o.maxBytes > 0 && static_cast<int64_t>(text.size()) >= o.maxBytes)
      break;
  }
  if (text.empty())
    return rt::Status::error("corpus '" + o.corpus + "' holds no text");
  return rt::Status::success();
}

/// Lower-cased words: maximal runs of ASCII letters; an apostrophe inside a
/// word is dropped ("don't" -> "dont").
std::vector<std::string> tokenize(const std::string &text) {
  std::vector<std::string> words;
  std::string w;
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalpha(u) && u < 128)
      w.push_back(static_cast<char>(std::tolower(u)));
    else if (c == '\'' && !w.empty())
      continue;
    else if (!w.empty()) {
      words.push_back(std::move(w));
      w.clear();
    }
  }
  if (!w.empty())
    words.push_back(std::move(w));
  return words;
}

struct Vocabulary {
  std::vector<std::string> words; // by id: most frequent first
  std::vector<int64_t> counts;
  std::unordered_map<std::string, int64_t> ids;
};

/// The words occurring at least `minCount` times, most frequent first (ties
/// by spelling), at most `capacity` of them.
Vocabulary buildVocabulary(const std::vector<std::string> &tokens,
                           int64_t minCount, int64_t capacity) {
  std::unordered_map<std::string, int64_t> counts;
  for (const std::string &t : tokens)
    ++counts[t];
  std::vector<std::pair<std::string, int64_t>> sorted;
  for (auto &[w, c] : counts)
    if (c >= minCount)
      sorted.emplace_back(w, c);
  std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  if (static_cast<int64_t>(sorted.size()) > capacity)
    sorted.resize(capacity);
  Vocabulary v;
  for (auto &[w, c] : sorted) {
    v.ids.emplace(w, static_cast<int64_t>(v.words.size()));
    v.words.push_back(w);
    v.counts.push_back(c);
  }
  return v;
}

/// word2vec's unigram^0.75 table of negative samples.
std::vector<int64_t> negativeTable(const Vocabulary &v) {
  constexpr int64_t kSize = 1 << 20;
  double total = 0;
  for (int64_t c : v.counts)
    total += std::pow(static_cast<double>(c), 0.75);
  std::vector<int64_t> table(kSize);
  int64_t id = 0;
  double cum = std::pow(static_cast<double>(v.counts[0]), 0.75) / total;
  for (int64_t i = 0; i < kSize; ++i) {
    table[i] = id;
    if (static_cast<double>(i + 1) / kSize > cum &&
        id + 1 < static_cast<int64_t>(v.counts.size())) {
      ++id;
      cum += std::pow(static_cast<double>(v.counts[id]), 0.75) / total;
    }
  }
  return table;
}

rt::DenseTensor uniformTable(int64_t rows, int64_t dim, float bound,
                             std::mt19937_64 &rng) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {rows, dim});
  std::uniform_real_distribution<float> u(-bound, bound);
  float *p = t.data.data<float>();
  for (int64_t i = 0; i < rows * dim; ++i)
    p[i] = u(rng);
  return t;
}

/// One batch of (center, context + negatives) rows being filled.
struct Batch {
  rt::DenseTensor center, targets, labels;
  int64_t size = 0;

  Batch(int64_t capacity, int64_t columns) {
    center = rt::DenseTensor::allocate(rt::DType::I64, {capacity, 1});
    targets = rt::DenseTensor::allocate(rt::DType::I64, {capacity, columns});
    labels =
        rt::DenseTensor::allocate(rt::DType::F32, {capacity, columns, 1});
    for (int64_t r = 0; r < capacity; ++r)
      labels.data.data<float>()[r * columns] = 1.f;
  }
};

struct Model {
  /// W_in, m, v, W_out, m, v: the kernel's arguments 4.. and results 1..
  std::vector<rt::DenseTensor> tables;
};

/// Runs the kernel on the first `b.size` rows of `b`; adds the loss times
/// the row count to `lossSum`.
rt::Status step(const jit::Kernel &k, Batch &b, Model &m, double &lossSum) {
  int64_t n = b.size, columns = b.targets.shape[1];
  auto prefix = [n](const rt::DenseTensor &t) {
    rt::DenseTensor p = t;
    p.shape[0] = n;
    return p;
  };
  rt::DenseTensor scale =
      rt::DenseTensor::allocate(rt::DType::F32, {1, 1, 1});
  scale.data.data<float>()[0] = 1.f / static_cast<float>(n);
  std::vector<jit::Value> in = {prefix(b.center), prefix(b.targets),
                                prefix(b.labels), scale};
  in.insert(in.end(), m.tables.begin(), m.tables.end());
  std::vector<jit::Value> out;
  if (rt::Status s = k.call(in, out, nullptr, /*validateInputs=*/false);
      !s.ok())
    return s;
  lossSum += std::get<rt::DenseTensor>(out[0]).data.data<float>()[0] *
             static_cast<double>(n * columns);
  for (size_t i = 0; i < m.tables.size(); ++i)
    m.tables[i] = std::get<rt::DenseTensor>(out[1 + i]);
  b.size = 0;
  return rt::Status::success();
}

/// Prints the `top` nearest words (cosine of the W_in rows) of each word of
/// the comma-separated `list` that is in the vocabulary.
void printNeighbours(const Vocabulary &v, const rt::DenseTensor &win,
                     const std::string &list, int top) {
  int64_t dim = win.shape[1], n = static_cast<int64_t>(v.words.size());
  const float *w = win.data.data<float>();
  std::vector<double> norms(n);
  for (int64_t i = 0; i < n; ++i) {
    double s = 0;
    for (int64_t d = 0; d < dim; ++d)
      s += static_cast<double>(w[i * dim + d]) * w[i * dim + d];
    norms[i] = std::sqrt(s) + 1e-12;
  }
  std::stringstream words(list);
  std::string word;
  while (std::getline(words, word, ',')) {
    auto it = v.ids.find(word);
    if (it == v.ids.end()) {
      std::printf("  %-10s (not in the vocabulary)\n", word.c_str());
      continue;
    }
    int64_t q = it->second;
    std::vector<std::pair<double, int64_t>> sims;
    for (int64_t i = 0; i < n; ++i) {
      if (i == q)
        continue;
      double s = 0;
      for (int64_t d = 0; d < dim; ++d)
        s += static_cast<double>(w[q * dim + d]) * w[i * dim + d];
      sims.emplace_back(s / (norms[q] * norms[i]), i);
    }
    int k = std::min<int>(top, static_cast<int>(sims.size()));
    std::partial_sort(sims.begin(), sims.begin() + k, sims.end(),
                      [](const auto &a, const auto &b) {
                        return a.first != b.first ? a.first > b.first
                                                  : a.second < b.second;
                      });
    std::printf("  %-10s", word.c_str());
    for (int i = 0; i < k; ++i)
      std::printf(" %s (%.2f)", v.words[sims[i].second].c_str(),
                  sims[i].first);
    std::printf("\n");
  }
}

int usage(const char *argv0) {
  std::fprintf(stderr,
               "usage: %s CORPUS [--max-bytes=N] [--epochs=N] [--batch=N] "
               "[--window=N] [--min-count=N] [--seed=S] [--words=a,b,c] "
               "[--kernel=PATH]\n"
               "CORPUS: a text file or a directory of text files, e.g. "
               "/usr/share/games/fortunes (Debian package 'fortunes')\n",
               argv0);
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (parseInt(a, "--max-bytes=", o.maxBytes) ||
        parseInt(a, "--epochs=", o.epochs) ||
        parseInt(a, "--batch=", o.batch) ||
        parseInt(a, "--window=", o.window) ||
        parseInt(a, "--min-count=", o.minCount) ||
        parseInt(a, "--seed=", o.seed) || parseString(a, "--words=", o.words) ||
        parseString(a, "--kernel=", o.kernel))
      continue;
    if (a[0] == '-' || !o.corpus.empty())
      return usage(argv[0]);
    else
      o.corpus = a;
  }
  if (o.corpus.empty())
    return usage(argv[0]);
  if (o.maxBytes < 0 || o.epochs < 1 || o.batch < 1 || o.window < 1 ||
      o.minCount < 1) {
    std::fprintf(stderr, "error: need max-bytes >= 0, epochs, batch, window "
                         "and min-count >= 1\n");
    return 2;
  }

  std::string text;
  int files = 0;
  if (rt::Status s = readCorpus(o, text, files); !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }

  std::unique_ptr<jit::JitModule> lib;
  if (rt::Status s = jit::JitModule::compile(o.kernel, {}, lib); !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }
  const jit::Kernel *kernel = lib->lookup("train_step");
  if (!kernel || kernel->params().size() != 10) {
    std::fprintf(stderr, "error: %s has no @train_step of 10 arguments\n",
                 o.kernel.c_str());
    return 1;
  }
  // The sizes fixed by the kernel: targets [B x columns], tables [V x D].
  const int64_t columns = kernel->params()[1].shape[1];
  const int64_t capacity = kernel->params()[4].shape[0];
  const int64_t dim = kernel->params()[4].shape[1];

  std::vector<std::string> tokens = tokenize(text);
  Vocabulary vocab = buildVocabulary(tokens, o.minCount, capacity);
  if (vocab.words.size() < 2) {
    std::fprintf(stderr, "error: fewer than 2 words occur %lld times or more "
                         "in the corpus\n",
                 (long long)o.minCount);
    return 1;
  }
  std::vector<int64_t> stream;
  for (const std::string &t : tokens)
    if (auto it = vocab.ids.find(t); it != vocab.ids.end())
      stream.push_back(it->second);
  std::printf("corpus: %s (%d files, %zu bytes), %zu words, vocabulary %zu "
              "(min count %lld, capacity %lld), %zu words in it\n",
              o.corpus.c_str(), files, text.size(), tokens.size(),
              vocab.words.size(), (long long)o.minCount, (long long)capacity,
              stream.size());
  std::printf("skip-gram: dimension %lld, window %lld, %lld negatives, batch "
              "%lld, lazy Adam lr 0.01\n",
              (long long)dim, (long long)o.window, (long long)(columns - 1),
              (long long)o.batch);

  std::mt19937_64 rng(o.seed);
  Model model;
  float bound = 0.5f / static_cast<float>(dim); // word2vec.c's W_in init
  model.tables.push_back(uniformTable(capacity, dim, bound, rng));
  model.tables.push_back(rt::DenseTensor::allocate(rt::DType::F32,
                                                   {capacity, dim}));
  model.tables.push_back(rt::DenseTensor::allocate(rt::DType::F32,
                                                   {capacity, dim}));
  // word2vec.c starts W_out at zero; a small random start breaks the
  // symmetry between the input and output tables just as well.
  model.tables.push_back(uniformTable(capacity, dim, bound, rng));
  model.tables.push_back(rt::DenseTensor::allocate(rt::DType::F32,
                                                   {capacity, dim}));
  model.tables.push_back(rt::DenseTensor::allocate(rt::DType::F32,
                                                   {capacity, dim}));

  std::vector<int64_t> table = negativeTable(vocab);
  std::vector<double> keep(vocab.words.size());
  for (size_t i = 0; i < keep.size(); ++i) {
    double f = static_cast<double>(vocab.counts[i]) / stream.size();
    keep[i] = o.subsample > 0
                  ? (std::sqrt(f / o.subsample) + 1) * o.subsample / f
                  : 1.0;
  }

  Batch batch(o.batch, columns);
  std::uniform_real_distribution<double> unit(0, 1);
  std::uniform_int_distribution<int64_t> pick(0, table.size() - 1);
  std::uniform_int_distribution<int64_t> span(1, o.window);
  std::vector<int64_t> kept;
  for (int64_t epoch = 1; epoch <= o.epochs; ++epoch) {
    auto start = std::chrono::steady_clock::now();
    kept.clear();
    for (int64_t w : stream) // word2vec.c's subsampling of frequent words
      if (keep[w] >= 1 || unit(rng) < keep[w])
        kept.push_back(w);
    double lossSum = 0;
    int64_t entries = 0, pairs = 0;
    for (int64_t i = 0, n = kept.size(); i < n; ++i) {
      int64_t b = span(rng);
      for (int64_t j = std::max<int64_t>(0, i - b);
           j <= std::min<int64_t>(n - 1, i + b); ++j) {
        if (j == i)
          continue;
        int64_t r = batch.size++;
        batch.center.data.data<int64_t>()[r] = kept[i];
        int64_t *t = batch.targets.data.data<int64_t>() + r * columns;
        t[0] = kept[j];
        for (int64_t c = 1; c < columns; ++c) {
          int64_t neg = table[pick(rng)];
          while (neg == kept[j]) // word2vec.c skips the context word
            neg = table[pick(rng)];
          t[c] = neg;
        }
        ++pairs;
        if (batch.size == o.batch) {
          entries += batch.size * columns;
          if (rt::Status s = step(*kernel, batch, model, lossSum); !s.ok()) {
            std::fprintf(stderr, "error: %s\n", s.message().c_str());
            return 1;
          }
        }
      }
    }
    if (batch.size > 0) {
      entries += batch.size * columns;
      if (rt::Status s = step(*kernel, batch, model, lossSum); !s.ok()) {
        std::fprintf(stderr, "error: %s\n", s.message().c_str());
        return 1;
      }
    }
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    std::printf("epoch %2lld  loss %.4f  %lld pairs  time %.2f s\n",
                (long long)epoch, lossSum / std::max<int64_t>(entries, 1),
                (long long)pairs, seconds);
    std::fflush(stdout);
  }
  std::printf("nearest neighbours (cosine of the input embeddings):\n");
  printNeighbours(vocab, model.tables[0], o.words, 5);
  return 0;
}

//===- Npy.cpp - numpy .npy/.npz and scipy sparse .npz I/O ----------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/Npy.h"

#include <zip.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <limits>
#include <list>
#include <memory>
#include <sstream>
#include <sys/stat.h>

using namespace stype::rt;

template <typename... Args> static Status makeError(const Args &...args) {
  std::ostringstream os;
  (os << ... << args);
  return Status::error(os.str());
}

static const char kMagic[] = "\x93NUMPY";
static constexpr size_t kMagicLen = 6;
/// Upper bound on the header length accepted on read, against corrupt files.
static constexpr uint64_t kMaxHeaderLen = 16u << 20;

//===----------------------------------------------------------------------===//
// Byte sources
//===----------------------------------------------------------------------===//

/// 1980-01-01 00:00:00 UTC, the earliest time a zip member can record.
static constexpr time_t kZipEpoch = 315532800;

namespace {

/// A sequential source of bytes of known total size: a file or a zip member.
class Source {
public:
  virtual ~Source() = default;
  /// Reads up to \p n bytes into \p dst, setting \p got to the number read; an
  /// I/O error (not end of data) is returned as an error.
  virtual Status read(void *dst, size_t n, size_t &got) = 0;
  /// Returns the total number of bytes of the source.
  virtual uint64_t size() const = 0;
  /// Called once all bytes have been read: reports integrity errors that can
  /// only be detected at the end (a zip member's CRC).
  virtual Status finish() { return Status::success(); }
};

class FileSource : public Source {
public:
  FileSource(std::FILE *f, uint64_t total) : file(f), total(total) {}
  ~FileSource() override { std::fclose(file); }
  Status read(void *dst, size_t n, size_t &got) override {
    got = std::fread(dst, 1, n, file);
    if (got < n && std::ferror(file))
      return Status::error(std::string("read error: ") + std::strerror(errno));
    return Status::success();
  }
  uint64_t size() const override { return total; }

private:
  std::FILE *file;
  uint64_t total;
};

class ZipMemberSource : public Source {
public:
  ZipMemberSource(zip_file_t *f, uint64_t total) : file(f), total(total) {}
  ~ZipMemberSource() override { zip_fclose(file); }
  Status read(void *dst, size_t n, size_t &got) override {
    got = 0;
    while (got < n) {
      zip_int64_t r = zip_fread(file, static_cast<char *>(dst) + got, n - got);
      if (r < 0)
        return Status::error(std::string("cannot read: ") +
                             zip_file_strerror(file));
      if (r == 0)
        break;
      got += static_cast<size_t>(r);
    }
    return Status::success();
  }
  uint64_t size() const override { return total; }
  Status finish() override {
    // libzip verifies the CRC when a read reaches the end of the member.
    char c;
    zip_int64_t r = zip_fread(file, &c, 1);
    if (r < 0)
      return Status::error(std::string("cannot read: ") +
                           zip_file_strerror(file));
    if (r > 0)
      return Status::error("member is longer than its recorded size");
    return Status::success();
  }

private:
  zip_file_t *file;
  uint64_t total;
};

/// An open zip archive, discarded (never rewritten) on destruction.
struct ZipArchive {
  zip_t *za = nullptr;
  ZipArchive() = default;
  ZipArchive(const ZipArchive &) = delete;
  ZipArchive &operator=(const ZipArchive &) = delete;
  ~ZipArchive() {
    if (za)
      zip_discard(za);
  }
};

/// The parsed header of a .npy stream.
struct NpyHeader {
  std::string descr;
  char byteOrder = '|';
  char kind = '?';
  uint64_t itemSize = 0;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
  /// Bytes from the start of the stream to the array data.
  uint64_t dataOffset = 0;
  /// prod(shape).
  uint64_t numElements = 0;
};

} // namespace

/// Opens \p path for reading, reporting a missing file or a directory clearly.
static Status openFile(const std::string &path, std::unique_ptr<Source> &out) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  if (S_ISDIR(st.st_mode))
    return makeError(path, ": cannot open file: is a directory");
  std::FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  out = std::make_unique<FileSource>(f, static_cast<uint64_t>(st.st_size));
  return Status::success();
}

/// Reads exactly \p n bytes or reports \p what as truncated.
static Status readExactly(Source &src, const std::string &ctx, void *dst,
                          size_t n, const char *what) {
  size_t got = 0;
  if (Status s = src.read(dst, n, got); !s.ok())
    return makeError(ctx, ": ", s.message());
  if (got != n)
    return makeError(ctx, ": truncated file: expected ", n, " bytes of ", what,
                     ", got ", got);
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Header parsing
//===----------------------------------------------------------------------===//

namespace {

/// A minimal parser for the Python dict literal of a .npy header.
class HeaderParser {
public:
  explicit HeaderParser(const std::string &text) : text(text) {}

  Status parse(NpyHeader &h) {
    bool haveDescr = false, haveFortran = false, haveShape = false;
    skipSpace();
    if (!consume('{'))
      return fail("expected '{'");
    while (true) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (Status s = parseString(key); !s.ok())
        return s;
      skipSpace();
      if (!consume(':'))
        return fail("expected ':' after key '" + key + "'");
      skipSpace();
      if (key == "descr") {
        if (peek() == '[')
          return Status::error("structured (record) dtypes are not supported");
        if (Status s = parseString(h.descr); !s.ok())
          return s;
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (consumeWord("True"))
          h.fortranOrder = true;
        else if (consumeWord("False"))
          h.fortranOrder = false;
        else
          return fail("expected True or False for 'fortran_order'");
        haveFortran = true;
      } else if (key == "shape") {
        if (Status s = parseShape(h.shape); !s.ok())
          return s;
        haveShape = true;
      } else {
        return fail("unexpected key '" + key + "'");
      }
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume('}'))
        break;
      return fail("expected ',' or '}'");
    }
    skipSpace();
    if (pos != text.size())
      return fail("unexpected text after the dict");
    if (!haveDescr)
      return Status::error("header has no 'descr' key");
    if (!haveFortran)
      return Status::error("header has no 'fortran_order' key");
    if (!haveShape)
      return Status::error("header has no 'shape' key");
    return Status::success();
  }

private:
  const std::string &text;
  size_t pos = 0;

  char peek() const { return pos < text.size() ? text[pos] : '\0'; }
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' ||
                                 text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }
  bool consume(char c) {
    if (peek() != c)
      return false;
    ++pos;
    return true;
  }
  bool consumeWord(const char *w) {
    size_t n = std::strlen(w);
    if (text.compare(pos, n, w) != 0)
      return false;
    pos += n;
    return true;
  }
  Status fail(const std::string &msg) const {
    return makeError("cannot parse header at offset ", pos, ": ", msg, " in \"",
                     text.substr(0, 200), "\"");
  }
  Status parseString(std::string &out) {
    char quote = peek();
    if (quote != '\'' && quote != '"')
      return fail("expected a quoted string");
    ++pos;
    out.clear();
    while (pos < text.size() && text[pos] != quote)
      out += text[pos++];
    if (!consume(quote))
      return fail("unterminated string");
    return Status::success();
  }
  Status parseShape(std::vector<int64_t> &shape) {
    shape.clear();
    if (!consume('('))
      return fail("expected '(' for 'shape'");
    while (true) {
      skipSpace();
      if (consume(')'))
        return Status::success();
      size_t start = pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
        ++pos;
      if (pos == start)
        return fail("expected a non-negative integer in 'shape'");
      errno = 0;
      unsigned long long v =
          std::strtoull(text.substr(start, pos - start).c_str(), nullptr, 10);
      if (errno == ERANGE || v > static_cast<unsigned long long>(
                                     std::numeric_limits<int64_t>::max()))
        return fail("dimension too large in 'shape'");
      shape.push_back(static_cast<int64_t>(v));
      consume('L'); // Python 2 long suffix.
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume(')'))
        return Status::success();
      return fail("expected ',' or ')' in 'shape'");
    }
  }
};

} // namespace

/// Reads and parses the magic string, version and header dict of a .npy
/// stream; leaves \p src positioned at the array data.
static Status readHeader(Source &src, const std::string &ctx, NpyHeader &h) {
  unsigned char pre[10];
  size_t got = 0;
  if (Status s = src.read(pre, 8, got); !s.ok())
    return makeError(ctx, ": ", s.message());
  if (got == 0)
    return makeError(ctx, ": empty file (not a .npy file)");
  if (got < kMagicLen && std::memcmp(pre, kMagic, got) == 0)
    return makeError(ctx, ": truncated file: incomplete magic string");
  if (got < kMagicLen || std::memcmp(pre, kMagic, kMagicLen) != 0)
    return makeError(ctx, ": not a .npy file (bad magic string; expected "
                          "\"\\x93NUMPY\")");
  if (got < 8)
    return makeError(ctx, ": truncated file: no format version after the "
                          "magic string");
  unsigned major = pre[6], minor = pre[7];
  uint64_t headerLen;
  if (major == 1) {
    if (Status s = readExactly(src, ctx, pre + 8, 2, "header length"); !s.ok())
      return s;
    headerLen = pre[8] | (static_cast<uint64_t>(pre[9]) << 8);
    h.dataOffset = 10;
  } else if (major == 2 || major == 3) {
    unsigned char len[4];
    if (Status s = readExactly(src, ctx, len, 4, "header length"); !s.ok())
      return s;
    headerLen = len[0] | (static_cast<uint64_t>(len[1]) << 8) |
                (static_cast<uint64_t>(len[2]) << 16) |
                (static_cast<uint64_t>(len[3]) << 24);
    h.dataOffset = 12;
  } else {
    return makeError(ctx, ": unsupported .npy format version ", major, ".",
                     minor, " (expected 1.0, 2.0 or 3.0)");
  }
  if (headerLen > kMaxHeaderLen)
    return makeError(ctx, ": header length ", headerLen,
                     " is implausibly large");
  if (h.dataOffset + headerLen > src.size())
    return makeError(ctx, ": truncated file: header needs ", headerLen,
                     " bytes, only ", src.size() - h.dataOffset,
                     " are present");
  std::string text(headerLen, '\0');
  if (Status s = readExactly(src, ctx, text.data(), headerLen, "header");
      !s.ok())
    return s;
  h.dataOffset += headerLen;
  if (Status s = HeaderParser(text).parse(h); !s.ok())
    return makeError(ctx, ": ", s.message());

  // Split the descr into byte order, kind and item size.
  const std::string &d = h.descr;
  size_t i = 0;
  if (!d.empty() && (d[0] == '<' || d[0] == '>' || d[0] == '|' || d[0] == '='))
    h.byteOrder = d[i++];
  if (i >= d.size())
    return makeError(ctx, ": cannot parse dtype '", d, "'");
  h.kind = d[i++];
  if (i >= d.size() ||
      d.find_first_not_of("0123456789", i) != std::string::npos)
    return makeError(ctx, ": unsupported dtype '", d, "'");
  h.itemSize = std::strtoull(d.c_str() + i, nullptr, 10);
  if (h.kind == 'U')
    h.itemSize *= 4;
  if (h.itemSize == 0 || h.itemSize > (1u << 20))
    return makeError(ctx, ": unsupported dtype '", d, "'");

  uint64_t n = 1;
  for (int64_t dim : h.shape) {
    if (dim != 0 && n > std::numeric_limits<uint64_t>::max() / h.itemSize /
                            static_cast<uint64_t>(dim))
      return makeError(ctx, ": shape ", formatShape(h.shape), " is too large");
    n *= static_cast<uint64_t>(dim);
  }
  h.numElements = n;
  uint64_t want = n * h.itemSize;
  uint64_t have = src.size() - h.dataOffset;
  if (want != have)
    return makeError(ctx, ": data size mismatch: header says shape ",
                     formatShape(h.shape), " of '", d, "' = ", want,
                     " bytes, but ", have, " bytes follow the header",
                     have < want ? " (truncated file)" : "");
  return Status::success();
}

/// Reads a numeric array (<f2, <f4, <f8, <i8, or <i4 widened to i64).
static Status readNumeric(Source &src, const std::string &ctx,
                          DenseTensor &out) {
  NpyHeader h;
  if (Status s = readHeader(src, ctx, h); !s.ok())
    return s;
  if (h.byteOrder == '>')
    return makeError(ctx, ": big-endian dtype '", h.descr,
                     "' is not supported; expected little-endian data");
  bool widen = false;
  DType dtype;
  if (h.kind == 'f' && h.itemSize == 2) {
    dtype = DType::F16;
  } else if (h.kind == 'f' && h.itemSize == 4) {
    dtype = DType::F32;
  } else if (h.kind == 'f' && h.itemSize == 8) {
    dtype = DType::F64;
  } else if (h.kind == 'i' && h.itemSize == 8) {
    dtype = DType::I64;
  } else if (h.kind == 'i' && h.itemSize == 4) {
    dtype = DType::I64;
    widen = true;
  } else {
    const char *what = h.kind == 'b'   ? " (bool)"
                       : h.kind == 'u' ? " (unsigned integer)"
                       : h.kind == 'S' ? " (bytes)"
                       : h.kind == 'U' ? " (unicode string)"
                       : h.kind == 'O' ? " (Python object)"
                                       : "";
    return makeError(ctx, ": unsupported dtype '", h.descr, "'", what,
                     "; expected one of <f2, <f4, <f8, <i8, <i4");
  }
  if (h.fortranOrder)
    return makeError(ctx,
                     ": fortran_order=True arrays are not supported; "
                     "save a C-contiguous array (numpy.ascontiguousarray)");
  DenseTensor t;
  t.dtype = dtype;
  t.shape = h.shape;
  t.data = Buffer::allocate(h.numElements * dtypeSize(dtype));
  if (!t.data.data())
    return makeError(ctx, ": out of memory");
  if (!widen) {
    if (Status s =
            readExactly(src, ctx, t.data.data(), t.data.bytes(), "array data");
        !s.ok())
      return s;
  } else {
    // Read the int32 values into the upper half and widen front to back:
    // element i is written at byte 8*i and read from byte 4*(n+i) >= 8*i.
    uint64_t n = h.numElements;
    char *base = t.data.data<char>();
    if (Status s = readExactly(src, ctx, base + 4 * n, 4 * n, "array data");
        !s.ok())
      return s;
    int64_t *dst = t.data.data<int64_t>();
    for (uint64_t i = 0; i < n; ++i) {
      int32_t v;
      std::memcpy(&v, base + 4 * (n + i), 4);
      dst[i] = v;
    }
  }
  if (Status s = src.finish(); !s.ok())
    return makeError(ctx, ": ", s.message());
  out = std::move(t);
  return Status::success();
}

/// Reads a one-element bytes (|S) or unicode (<U) array as an ASCII string.
static Status readString(Source &src, const std::string &ctx,
                         std::string &out) {
  NpyHeader h;
  if (Status s = readHeader(src, ctx, h); !s.ok())
    return s;
  if (h.kind != 'S' && h.kind != 'U')
    return makeError(ctx,
                     ": expected a bytes (|S) or unicode (<U) string, "
                     "got dtype '",
                     h.descr, "'");
  if (h.numElements != 1)
    return makeError(ctx, ": expected a single string, got shape ",
                     formatShape(h.shape));
  if (h.kind == 'U' && h.byteOrder == '>')
    return makeError(ctx, ": big-endian dtype '", h.descr,
                     "' is not supported");
  std::string raw(h.itemSize, '\0');
  if (Status s = readExactly(src, ctx, raw.data(), raw.size(), "string data");
      !s.ok())
    return s;
  if (Status s = src.finish(); !s.ok())
    return makeError(ctx, ": ", s.message());
  out.clear();
  if (h.kind == 'S') {
    out = raw.substr(0, raw.find('\0'));
    return Status::success();
  }
  for (size_t i = 0; i + 4 <= raw.size(); i += 4) {
    uint32_t c;
    std::memcpy(&c, raw.data() + i, 4);
    if (c == 0)
      break;
    if (c > 0x7f)
      return makeError(ctx, ": non-ASCII character in string");
    out += static_cast<char>(c);
  }
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Header writing
//===----------------------------------------------------------------------===//

static const char *descrOf(DType dtype) {
  const DTypeInfo *info = dtypeInfo(dtype);
  return info ? info->npyDescr : "?";
}

/// Returns the magic string, version, header length and padded header dict,
/// so that the array data starts at a multiple of 64 bytes, as numpy does.
static std::string makeHeader(const std::string &descr,
                              const std::vector<int64_t> &shape) {
  std::string dict =
      "{'descr': '" + descr +
      "', 'fortran_order': False, 'shape': " + formatShape(shape) + ", }";
  for (unsigned major : {1u, 2u}) {
    size_t prefix = major == 1 ? 10 : 12;
    size_t total = prefix + dict.size() + 1;
    size_t pad = (64 - total % 64) % 64;
    size_t headerLen = dict.size() + pad + 1;
    if (major == 1 && headerLen > 0xffff)
      continue;
    std::string out(kMagic, kMagicLen);
    out += static_cast<char>(major);
    out += '\0';
    for (size_t b = 0; b < prefix - 8; ++b)
      out += static_cast<char>((headerLen >> (8 * b)) & 0xff);
    out += dict;
    out.append(pad, ' ');
    out += '\n';
    return out;
  }
  return std::string();
}

//===----------------------------------------------------------------------===//
// .npy
//===----------------------------------------------------------------------===//

Status stype::rt::readNpy(const std::string &path, DenseTensor &out) {
  std::unique_ptr<Source> src;
  if (Status s = openFile(path, src); !s.ok())
    return s;
  return readNumeric(*src, path, out);
}

Status stype::rt::writeNpy(const std::string &path, const DenseTensor &tensor) {
  if (Status s = checkFormat(tensor); !s.ok())
    return makeError(path, ": cannot write: ", s.message());
  std::string header = makeHeader(descrOf(tensor.dtype), tensor.shape);
  std::FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return makeError(path, ": cannot open for writing: ", std::strerror(errno));
  bool ok = std::fwrite(header.data(), 1, header.size(), f) == header.size();
  if (ok && tensor.data.bytes())
    ok = std::fwrite(tensor.data.data(), 1, tensor.data.bytes(), f) ==
         tensor.data.bytes();
  int err = ok ? 0 : errno;
  if (std::fclose(f) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok)
    return makeError(path, ": write error: ", std::strerror(err));
  return Status::success();
}

//===----------------------------------------------------------------------===//
// .npz reading
//===----------------------------------------------------------------------===//

static Status openArchive(const std::string &path, ZipArchive &archive) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  int code = 0;
  archive.za = zip_open(path.c_str(), ZIP_RDONLY, &code);
  if (!archive.za) {
    zip_error_t err;
    zip_error_init_with_code(&err, code);
    Status s = makeError(path, ": cannot open as an .npz (zip) archive: ",
                         zip_error_strerror(&err));
    zip_error_fini(&err);
    return s;
  }
  return Status::success();
}

static std::string memberContext(const std::string &path,
                                 const std::string &name) {
  return path + ": member '" + name + "'";
}

/// Opens member \p name (stored as "name.npy", or "name") of \p archive.
/// \p found is false (and the status a success) if there is no such member.
static Status openMember(ZipArchive &archive, const std::string &path,
                         const std::string &name, std::unique_ptr<Source> &out,
                         bool &found) {
  found = false;
  zip_int64_t idx = zip_name_locate(archive.za, (name + ".npy").c_str(), 0);
  if (idx < 0)
    idx = zip_name_locate(archive.za, name.c_str(), 0);
  if (idx < 0)
    return Status::success();
  found = true;
  std::string ctx = memberContext(path, name);
  zip_stat_t st;
  zip_stat_init(&st);
  if (zip_stat_index(archive.za, idx, 0, &st) != 0 ||
      !(st.valid & ZIP_STAT_SIZE))
    return makeError(ctx, ": cannot stat: ", zip_strerror(archive.za));
  zip_file_t *f = zip_fopen_index(archive.za, idx, 0);
  if (!f)
    return makeError(ctx, ": cannot open: ", zip_strerror(archive.za));
  out = std::make_unique<ZipMemberSource>(f, st.size);
  return Status::success();
}

static Status requireMember(ZipArchive &archive, const std::string &path,
                            const std::string &name, const char *layout,
                            std::unique_ptr<Source> &out) {
  bool found = false;
  if (Status s = openMember(archive, path, name, out, found); !s.ok())
    return s;
  if (!found)
    return makeError(path, ": missing member '", name, "' (expected ", layout,
                     ")");
  return Status::success();
}

static const char *const kCsrLayout =
    "scipy.sparse.save_npz layout: data, indices, indptr, shape, format";
static const char *const kRspLayout =
    "row_sparse layout: data, indices, shape, format";

static Status readNumericMember(ZipArchive &archive, const std::string &path,
                                const std::string &name, const char *layout,
                                DenseTensor &out) {
  std::unique_ptr<Source> src;
  if (Status s = requireMember(archive, path, name, layout, src); !s.ok())
    return s;
  return readNumeric(*src, memberContext(path, name), out);
}

static Status readFormat(ZipArchive &archive, const std::string &path,
                         const char *layout, std::string &format) {
  std::unique_ptr<Source> src;
  if (Status s = requireMember(archive, path, "format", layout, src); !s.ok())
    return s;
  return readString(*src, memberContext(path, "format"), format);
}

/// Reads member \p name, which must be a 1-D integer array.
static Status readIndexMember(ZipArchive &archive, const std::string &path,
                              const std::string &name, const char *layout,
                              DenseTensor &t) {
  if (Status s = readNumericMember(archive, path, name, layout, t); !s.ok())
    return s;
  std::string ctx = memberContext(path, name);
  if (t.shape.size() != 1)
    return makeError(ctx, ": expected a 1-D array, got shape ",
                     formatShape(t.shape));
  if (t.dtype != DType::I64)
    return makeError(ctx, ": expected an integer array (<i4 or <i8), got ",
                     dtypeName(t.dtype));
  return Status::success();
}

static Status readCsrFromArchive(ZipArchive &archive, const std::string &path,
                                 CsrTensor &out) {
  DenseTensor data, indices, indptr, shape;
  if (Status s = readIndexMember(archive, path, "shape", kCsrLayout, shape);
      !s.ok())
    return s;
  if (shape.shape[0] != 2)
    return makeError(memberContext(path, "shape"),
                     ": a csr matrix is 2-D, got a shape with ", shape.shape[0],
                     " entries");
  const int64_t *dims = shape.data.data<int64_t>();
  if (dims[0] < 0 || dims[1] < 0)
    return makeError(memberContext(path, "shape"), ": negative dimension in (",
                     dims[0], ", ", dims[1], ")");
  if (Status s = readIndexMember(archive, path, "indptr", kCsrLayout, indptr);
      !s.ok())
    return s;
  if (Status s = readIndexMember(archive, path, "indices", kCsrLayout, indices);
      !s.ok())
    return s;
  if (Status s = readNumericMember(archive, path, "data", kCsrLayout, data);
      !s.ok())
    return s;
  if (data.shape.size() != 1)
    return makeError(memberContext(path, "data"),
                     ": expected a 1-D array, got shape ",
                     formatShape(data.shape));
  CsrTensor csr;
  csr.dtype = data.dtype;
  csr.numRows = dims[0];
  csr.numCols = dims[1];
  csr.indptr = indptr.data;
  csr.indices = indices.data;
  csr.data = data.data;
  if (Status s = checkFormat(csr); !s.ok())
    return makeError(path, ": invalid csr matrix: ", s.message());
  out = std::move(csr);
  return Status::success();
}

static Status readRspFromArchive(ZipArchive &archive, const std::string &path,
                                 RspTensor &out) {
  DenseTensor data, indices, shape;
  if (Status s = readIndexMember(archive, path, "shape", kRspLayout, shape);
      !s.ok())
    return s;
  std::vector<int64_t> dims(shape.data.data<int64_t>(),
                            shape.data.data<int64_t>() + shape.shape[0]);
  if (dims.empty())
    return makeError(memberContext(path, "shape"),
                     ": a row_sparse tensor needs rank >= 1, got ()");
  for (int64_t d : dims)
    if (d < 0)
      return makeError(memberContext(path, "shape"), ": negative dimension in ",
                       formatShape(dims));
  if (Status s = readIndexMember(archive, path, "indices", kRspLayout, indices);
      !s.ok())
    return s;
  if (Status s = readNumericMember(archive, path, "data", kRspLayout, data);
      !s.ok())
    return s;
  std::vector<int64_t> wantData = dims;
  wantData[0] = indices.shape[0];
  if (data.shape != wantData)
    return makeError(memberContext(path, "data"), ": expected shape ",
                     formatShape(wantData),
                     " (number of stored rows, then shape[1:]), got ",
                     formatShape(data.shape));
  RspTensor rsp;
  rsp.dtype = data.dtype;
  rsp.shape = std::move(dims);
  rsp.indices = indices.data;
  rsp.data = data.data;
  if (Status s = checkFormat(rsp); !s.ok())
    return makeError(path, ": invalid row_sparse tensor: ", s.message());
  out = std::move(rsp);
  return Status::success();
}

/// Opens the .npz at \p path and reads its 'format' member; \p layout names
/// the expected members in messages.
static Status openSparseArchive(const std::string &path, const char *layout,
                                ZipArchive &archive, std::string &format) {
  if (Status s = openArchive(path, archive); !s.ok())
    return s;
  return readFormat(archive, path, layout, format);
}

Status stype::rt::readCsrNpz(const std::string &path, CsrTensor &out) {
  ZipArchive archive;
  std::string format;
  if (Status s = openSparseArchive(path, kCsrLayout, archive, format); !s.ok())
    return s;
  if (format != "csr")
    return makeError(memberContext(path, "format"), ": format is '", format,
                     "', but only csr is accepted here (convert with "
                     "scipy's .tocsr() before save_npz)");
  return readCsrFromArchive(archive, path, out);
}

Status stype::rt::readRspNpz(const std::string &path, RspTensor &out) {
  ZipArchive archive;
  std::string format;
  if (Status s = openSparseArchive(path, kRspLayout, archive, format); !s.ok())
    return s;
  if (format != "row_sparse")
    return makeError(memberContext(path, "format"), ": format is '", format,
                     "', but only row_sparse is accepted here");
  return readRspFromArchive(archive, path, out);
}

Status stype::rt::readSparseNpz(const std::string &path,
                                std::variant<CsrTensor, RspTensor> &out) {
  ZipArchive archive;
  std::string format;
  if (Status s = openSparseArchive(
          path, "a sparse layout with a 'format' member", archive, format);
      !s.ok())
    return s;
  if (format == "csr") {
    CsrTensor csr;
    if (Status s = readCsrFromArchive(archive, path, csr); !s.ok())
      return s;
    out = std::move(csr);
    return Status::success();
  }
  if (format == "row_sparse") {
    RspTensor rsp;
    if (Status s = readRspFromArchive(archive, path, rsp); !s.ok())
      return s;
    out = std::move(rsp);
    return Status::success();
  }
  return makeError(memberContext(path, "format"), ": unsupported format '",
                   format, "'; only csr and row_sparse are accepted");
}

//===----------------------------------------------------------------------===//
// .npz writing
//===----------------------------------------------------------------------===//

namespace {

/// Collects the members of an .npz archive in memory, then writes them.
class NpzWriter {
public:
  void addArray(const std::string &name, const char *descr,
                const std::vector<int64_t> &shape, const void *data,
                size_t bytes) {
    std::string content = makeHeader(descr, shape);
    if (bytes)
      content.append(static_cast<const char *>(data), bytes);
    members.emplace_back(name + ".npy", std::move(content));
  }

  void addBytesScalar(const std::string &name, const std::string &value) {
    addArray(name, ("|S" + std::to_string(value.size())).c_str(), {},
             value.data(), value.size());
  }

  void addInt64Vector(const std::string &name,
                      const std::vector<int64_t> &values) {
    addArray(name, "<i8", {static_cast<int64_t>(values.size())}, values.data(),
             values.size() * sizeof(int64_t));
  }

  Status write(const std::string &path, bool compressed) {
    int code = 0;
    zip_t *za = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (!za) {
      zip_error_t err;
      zip_error_init_with_code(&err, code);
      Status s = makeError(
          path, ": cannot create archive: ", zip_error_strerror(&err));
      zip_error_fini(&err);
      return s;
    }
    for (const auto &[name, content] : members) {
      zip_source_t *src =
          zip_source_buffer(za, content.data(), content.size(), 0);
      if (!src) {
        Status s = makeError(path, ": member '", name, "': ", zip_strerror(za));
        zip_discard(za);
        return s;
      }
      zip_int64_t idx = zip_file_add(za, name.c_str(), src, ZIP_FL_OVERWRITE);
      if (idx < 0) {
        zip_source_free(src);
        Status s = makeError(path, ": member '", name, "': ", zip_strerror(za));
        zip_discard(za);
        return s;
      }
      // A fixed timestamp (1980-01-01, the zip epoch) makes the archive a
      // function of the tensor alone: identical results give identical
      // files, run after run.
      if (zip_file_set_mtime(za, idx, kZipEpoch, 0) != 0 ||
          zip_set_file_compression(
              za, idx, compressed ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0) != 0) {
        Status s = makeError(path, ": member '", name, "': ", zip_strerror(za));
        zip_discard(za);
        return s;
      }
    }
    if (zip_close(za) != 0) {
      Status s = makeError(path, ": cannot write archive: ", zip_strerror(za));
      zip_discard(za);
      return s;
    }
    return Status::success();
  }

private:
  // A list keeps each string's storage in place until zip_close reads it.
  std::list<std::pair<std::string, std::string>> members;
};

} // namespace

Status stype::rt::writeCsrNpz(const std::string &path, const CsrTensor &csr,
                              bool compressed) {
  if (Status s = checkFormat(csr); !s.ok())
    return makeError(path, ": cannot write: ", s.message());
  NpzWriter w;
  int64_t nnz = csr.nnz();
  w.addArray("indices", "<i8", {nnz}, csr.indices.data(), csr.indices.bytes());
  w.addArray("indptr", "<i8", {csr.numRows + 1}, csr.indptr.data(),
             csr.indptr.bytes());
  w.addBytesScalar("format", "csr");
  w.addInt64Vector("shape", {csr.numRows, csr.numCols});
  w.addArray("data", descrOf(csr.dtype), {nnz}, csr.data.data(),
             csr.data.bytes());
  return w.write(path, compressed);
}

Status stype::rt::writeRspNpz(const std::string &path, const RspTensor &rsp,
                              bool compressed) {
  if (Status s = checkFormat(rsp); !s.ok())
    return makeError(path, ": cannot write: ", s.message());
  NpzWriter w;
  int64_t nnr = rsp.numStoredRows();
  std::vector<int64_t> dataShape = rsp.shape;
  dataShape[0] = nnr;
  w.addArray("data", descrOf(rsp.dtype), dataShape, rsp.data.data(),
             rsp.data.bytes());
  w.addArray("indices", "<i8", {nnr}, rsp.indices.data(), rsp.indices.bytes());
  w.addInt64Vector("shape", rsp.shape);
  w.addBytesScalar("format", "row_sparse");
  return w.write(path, compressed);
}

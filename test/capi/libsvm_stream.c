/*===- libsvm_stream.c - the LibSVM batch reader streams -----------------===*\
|*                                                                            *|
|* Writes a LibSVM file of about <MiB> MiB, reads it back in batches through  *|
|* the C API, checks the row and entry counts and the label sum, and checks  *|
|* that the peak resident memory stays far below the file's size: the reader *|
|* holds one line and one batch, never the file.                             *|
|*                                                                            *|
|*   capi-libsvm-stream <file> <MiB>                                          *|
\*===----------------------------------------------------------------------===*/

#include <stype/stype.h>

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

enum { kFeatures = 100000, kPerRow = 10, kBatch = 512 };

static long peakRssKiB(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss; /* KiB on Linux */
}

int main(int argc, char **argv) {
  const char *path;
  long mib, rows = 0, k;
  long long bytes = 0, nnz = 0, readRows = 0, readNnz = 0;
  double labelSum = 0, readLabelSum = 0;
  long rssBefore, rssAfter;
  FILE *f;
  stype_libsvm_options o;
  stype_libsvm_reader *reader;
  stype_csr x;
  stype_dense y;
  int32_t has = 0;
  int64_t padded = 0;
  stype_status s;
  if (argc != 3) {
    fprintf(stderr, "usage: %s <file> <MiB>\n", argv[0]);
    return 2;
  }
  path = argv[1];
  mib = atol(argv[2]);
  f = fopen(path, "w");
  if (!f) {
    perror(path);
    return 1;
  }
  /* Rows of kPerRow ascending ids (one per block of kFeatures / kPerRow);
     the label is row % 7. */
  while (bytes < (long long)mib << 20) {
    int n = fprintf(f, "%ld", rows % 7);
    for (k = 0; k < kPerRow; ++k)
      n += fprintf(f, " %ld:%.2f",
                   k * (kFeatures / kPerRow) +
                       (rows * 31 + k) % (kFeatures / kPerRow),
                   0.25 * (k + 1));
    n += fprintf(f, "\n");
    bytes += n;
    labelSum += rows % 7;
    nnz += kPerRow;
    ++rows;
  }
  fclose(f);
  rssBefore = peakRssKiB();

  stype_libsvm_options_init(&o);
  o.num_features = kFeatures;
  o.batch_size = kBatch;
  s = stype_libsvm_open(path, &o, &reader);
  while (s == STYPE_OK) {
    s = stype_libsvm_next(reader, &x, &y, &has, &padded);
    if (s != STYPE_OK || !has)
      break;
    for (k = 0; k < x.nrows - padded; ++k)
      readLabelSum += ((float *)y.data)[k];
    readRows += x.nrows - padded;
    readNnz += x.indptr[x.nrows - padded];
    stype_csr_release(&x);
    stype_dense_release(&y);
  }
  if (s != STYPE_OK) {
    fprintf(stderr, "error: %s: %s\n", stype_status_name(s),
            stype_last_error());
    return 1;
  }
  stype_libsvm_close(reader);
  rssAfter = peakRssKiB();
  printf("file: %lld bytes, %ld rows, %lld entries\n", bytes, rows, nnz);
  printf("read: %lld rows, %lld entries, label sum %s\n", readRows, readNnz,
         readLabelSum == labelSum ? "matches" : "DIFFERS");
  printf("peak resident memory: %ld KiB before reading, %ld KiB after\n",
         rssBefore, rssAfter);
  if (readRows != rows || readNnz != nnz || readLabelSum != labelSum)
    return 1;
  /* The whole file would be `bytes`; allow a quarter of it. */
  if ((rssAfter - rssBefore) * 1024LL * 4 > bytes) {
    printf("FAIL: reading grew the resident memory by %ld KiB\n",
           rssAfter - rssBefore);
    return 1;
  }
  printf("streamed: resident memory grew by less than a quarter of the file\n");
  return 0;
}

// libFuzzer's driver, linked by `-sanitize=fuzzer`: runs the fuzzing loop (or the inputs named
// on the command line) over `test`, taking libFuzzer's options from `argc` and `argv`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#ifndef PLATEFINDER_CLIBFUZZER_SHIM_H
#define PLATEFINDER_CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry point for programs that keep their own `main` (SwiftPM links an
// executable's `main` to its module's, so libFuzzer's `main` can never run).
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif

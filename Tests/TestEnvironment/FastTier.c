// The test suite runs on the fast model tier (Qwen2.5-Coder-0.5B) unless FM_MODEL_TIER is set:
// most tests check behaviour, not the quality of what the model writes, and CI has a time
// budget. Tests that do test quality name the 1.5B's file themselves. Set before any test (and
// inherited by the programs the tests run), so SystemLanguageModel.default is the fast tier.
// Prompt prefixes are not kept on disk (FM_PREFIX_CACHE=off) unless a test names a folder, so
// that what one run keeps does not change what the next decodes. The default guardrails are off
// (FM_GUARDRAILS=off) unless set: with them, every model test also ran the classifier, and
// `swift test` took 2316 s instead of 1172; GuardrailsTests and the Python SDK's tests check the
// real classifier.
#include "TestEnvironment.h"
#include <stdlib.h>

__attribute__((constructor)) static void test_environment_use_fast_tier(void) {
    setenv("FM_MODEL_TIER", "fast", 0);
    setenv("FM_PREFIX_CACHE", "off", 0);
    setenv("FM_GUARDRAILS", "off", 0);
}

int test_environment_is_fast_tier(void) {
    const char *tier = getenv("FM_MODEL_TIER");
    return tier != NULL && tier[0] == 'f';
}

#ifndef TEST_ENVIRONMENT_H
#define TEST_ENVIRONMENT_H

/// Whether the tests run on the fast model tier (FM_MODEL_TIER=fast, set before any test unless
/// the environment chose another tier).
int test_environment_is_fast_tier(void);

#endif

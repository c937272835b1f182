// Converts a GGUF model's weights to Q8_0 with llama.cpp's own quantizer: scripts/setup builds
// it against the static libraries and makes the fast tier's file with it (see model_list there).
// Q8_0's step is finer than the 4- and 5-bit steps it converts from, so the weights barely move,
// and llama.cpp's CPU kernels read prompts faster in Q8_0 than in the q5_0 the file ships with.
// Usage: convert-model SOURCE.gguf DESTINATION.gguf
#include <llama.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s SOURCE.gguf DESTINATION.gguf\n", argv[0]);
        return 2;
    }
    llama_backend_init();
    struct llama_model_quantize_params params = llama_model_quantize_default_params();
    params.ftype = LLAMA_FTYPE_MOSTLY_Q8_0;
    params.allow_requantize = true;
    uint32_t failed = llama_model_quantize(argv[1], argv[2], &params);
    llama_backend_free();
    return failed ? 1 : 0;
}

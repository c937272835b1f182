# Read by scripts/setup when it configures llama.cpp (CMAKE_PROJECT_INCLUDE). llama-server links
# code that this project never runs: mtmd (images, audio, video: no model here has them) and the
# command line's argument, preset and download code (run once at start). It builds without
# optimization, or with little: 175 s less of compiling, about 90 s of setup on 2 cores. What
# runs for every token (llama, ggml, the server's loop, sampling, chat templates) keeps the
# Release flags, so llama-server stays a fair reference in the benchmarks.
include_guard(GLOBAL)

function(sfm_lower_unused_optimization)
  if(TARGET mtmd)
    target_compile_options(mtmd PRIVATE -O0)
  endif()
  if(TARGET llama-common)
    set_source_files_properties(
      "${CMAKE_SOURCE_DIR}/common/arg.cpp" "${CMAKE_SOURCE_DIR}/common/preset.cpp"
      "${CMAKE_SOURCE_DIR}/common/download.cpp"
      TARGET_DIRECTORY llama-common PROPERTIES COMPILE_OPTIONS -O1)
  endif()
endfunction()

# Once every target exists: at the end of the top-level CMakeLists.txt.
cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL sfm_lower_unused_optimization)

// Owning Swift wrappers of llama.cpp handles.

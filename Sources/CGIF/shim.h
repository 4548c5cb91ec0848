#ifndef RESPONDERLAB_CGIF_SHIM_H
#define RESPONDERLAB_CGIF_SHIM_H

// giflib ships no pkg-config file: the Makefile's `deps` looks for this header instead.
#include <gif_lib.h>

#endif

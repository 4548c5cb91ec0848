#ifndef RESPONDERLAB_CPNG_SHIM_H
#define RESPONDERLAB_CPNG_SHIM_H

#include <png.h>

// Function-like macros and compound constants are not all visible to Swift;
// these carry their values from libpng's own header.

static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_BGRA = PNG_FORMAT_BGRA;
static const png_uint_32 CPNG_FORMAT_FLAG_ALPHA = PNG_FORMAT_FLAG_ALPHA;

/// PNG_IMAGE_FAILED: true when the last simplified-API call reported an error (not just a warning).
static inline int CPNG_ImageFailed(const png_image *image) { return PNG_IMAGE_FAILED(*image) ? 1 : 0; }

#endif

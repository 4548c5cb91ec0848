#ifndef RESPONDERLAB_CFREETYPE_SHIM_H
#define RESPONDERLAB_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H

// Function-like macros are invisible to Swift; these constants carry their values.

/// FT_LOAD_TARGET_LIGHT: vertical-only hinting, the outline keeps its horizontal shape.
static const FT_Int32 CFreeType_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;

/// FT_LOAD_NO_HINTING: the plain scaled outline (used for rotated text).
static const FT_Int32 CFreeType_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;

/// FT_LOAD_NO_BITMAP: ignore embedded bitmap strikes, always render the outline.
static const FT_Int32 CFreeType_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;

/// FT_LOAD_NO_SCALE: metrics in font units.
static const FT_Int32 CFreeType_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;

/// Whether the face has a legacy 'kern' table that FT_Get_Kerning reads.
static inline int CFreeType_HasKerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

#endif

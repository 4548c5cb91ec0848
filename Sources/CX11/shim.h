// CX11: the Xlib surface X11Host uses, and the libraries it links. Only
// X11Host (and its tests) import this module. The error and MIT-SHM state
// lives in CX11Shim, compiled once: a header-only static would be a copy per
// Swift file.
#ifndef RESPONDERLAB_CX11_SHIM_H
#define RESPONDERLAB_CX11_SHIM_H

// Make XDestroyImage / XGetPixel real functions instead of macros that
// Swift cannot import.
#define XUTIL_DEFINE_FUNCTIONS 1

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

// Macros that are casts (so Swift does not import them).
static inline unsigned long cx11_all_planes(void) { return AllPlanes; }
static inline key_t cx11_ipc_private(void) { return IPC_PRIVATE; }

#endif

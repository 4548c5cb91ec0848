// CX11: the Xlib surface X11Host uses. Only X11Host imports this module.
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

// The SHM attach probe. XShmAttach fails asynchronously (BadAccess) when the
// server cannot see our segment, typically on a remote display. The probe
// installs a temporary error handler, attaches, syncs, restores the previous
// handler and reports whether the attach succeeded. The flag and the handler
// live here, in C, so that no Swift global state is needed. (A file-scope
// static would not be emitted by Swift's Clang importer; a function-local one
// is.)
static inline int *cx11_shm_attach_failed(void) {
    static int failed;   // function-local: emitted together with its users
    return &failed;
}

static int cx11_shm_probe_error_handler(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    *cx11_shm_attach_failed() = 1;
    return 0;
}

/// Attaches `info` to the server; returns 1 on success, 0 if the server
/// refused (no request is left pending either way).
static inline int cx11_shm_attach(Display *display, XShmSegmentInfo *info) {
    XSync(display, False);
    *cx11_shm_attach_failed() = 0;
    XErrorHandler previous = XSetErrorHandler(cx11_shm_probe_error_handler);
    Status status = XShmAttach(display, info);
    XSync(display, False);
    XSetErrorHandler(previous);
    return (status != 0 && !*cx11_shm_attach_failed()) ? 1 : 0;
}

#endif

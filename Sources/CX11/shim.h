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
#include <X11/extensions/XTest.h>
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

// Errors and a lost connection are reported to the caller, never turned into
// an exit here: Xlib's default handlers print and call exit().

// The first X error not yet taken, per process (XSetErrorHandler has no user
// data): the loop of the window on `display` takes it and ends. Kept in C, as
// the SHM flag above, so that no Swift global state is needed.
typedef struct {
    Display *display;
    int pending;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
    unsigned long resource_id;
} cx11_error_record;

static inline cx11_error_record *cx11_pending_error(void) {
    static cx11_error_record record;   // function-local: see cx11_shm_attach_failed
    return &record;
}

static int cx11_record_error(Display *display, XErrorEvent *event) {
    cx11_error_record *record = cx11_pending_error();
    if (!record->pending) {
        record->display = display;
        record->pending = 1;
        record->error_code = event->error_code;
        record->request_code = event->request_code;
        record->minor_code = event->minor_code;
        record->resource_id = event->resourceid;
    }
    return 0;
}

static inline void cx11_record_errors(void) { XSetErrorHandler(cx11_record_error); }

/// Takes the pending error of `display` into `out`; 1 if there was one.
static inline int cx11_take_error(Display *display, cx11_error_record *out) {
    cx11_error_record *record = cx11_pending_error();
    if (!record->pending || record->display != display) return 0;
    *out = *record;
    record->pending = 0;
    return 1;
}

/// Drops a pending error of `display`, which is being closed.
static inline void cx11_forget_errors(Display *display) {
    cx11_error_record *record = cx11_pending_error();
    if (record->display == display) record->pending = 0;
}

// libX11 1.7 (2020) added XSetIOErrorExitHandler: when its handler returns,
// Xlib marks the display dead and returns to the caller instead of exiting.
// Declared weak (a compatible redeclaration of the header's) so that an older
// libX11 links and the symbol is NULL at run time.
extern void XSetIOErrorExitHandler(Display *, void (*)(Display *, void *), void *) __attribute__((weak));

static int cx11_quiet_io_error(Display *display) {
    (void)display;
    return 0;
}

static void cx11_io_error_exit(Display *display, void *lost) {
    (void)display;
    *(int *)lost = 1;
}

/// Makes a lost connection set `*lost` and return to the caller; 0 when this
/// libX11 cannot (older than 1.7): Xlib then exits after its IO error handler.
static inline int cx11_report_io_errors(Display *display, int *lost) {
    if (!XSetIOErrorExitHandler) return 0;
    XSetIOErrorHandler(cx11_quiet_io_error);
    XSetIOErrorExitHandler(display, cx11_io_error_exit, lost);
    return 1;
}

#endif

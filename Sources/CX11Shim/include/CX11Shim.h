// CX11Shim: the Xlib error and MIT-SHM state X11Host needs, compiled once in
// shim.c. Xlib's handlers are process-wide C callbacks without user data, so
// the state they write lives in C, in one place; Swift only calls these
// functions. Only X11Host imports this module (and CX11 for the rest of Xlib).
#ifndef RESPONDERLAB_CX11SHIM_H
#define RESPONDERLAB_CX11SHIM_H

#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>

/// Attaches `info` to the server; returns 1 on success, 0 if the server
/// refused (XShmAttach fails asynchronously with BadAccess when the server
/// cannot see our segment, typically on a remote display). No request is
/// left pending either way.
int cx11_shm_attach(Display *display, XShmSegmentInfo *info);

/// An X error the server sent, as the loop reports it.
typedef struct {
    Display *display;
    int pending;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
    unsigned long resource_id;
} cx11_error_record;

/// From now on X errors are recorded (the first not yet taken, per process)
/// instead of Xlib's default, which prints and exits.
void cx11_record_errors(void);

/// Takes the pending error of `display` into `out`; 1 if there was one.
int cx11_take_error(Display *display, cx11_error_record *out);

/// Drops a pending error of `display`, which is being closed.
void cx11_forget_errors(Display *display);

/// Makes a lost connection set `*lost` and return to the caller; 0 when this
/// libX11 cannot (older than 1.7): Xlib then exits after its IO error handler.
int cx11_report_io_errors(Display *display, int *lost);

#endif

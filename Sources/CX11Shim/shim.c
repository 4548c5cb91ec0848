// The state behind CX11Shim.h, defined once for the whole process.
#include "CX11Shim.h"

// Set by the SHM probe's error handler while cx11_shm_attach syncs.
static int shm_attach_failed;

static int shm_probe_error_handler(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    shm_attach_failed = 1;
    return 0;
}

int cx11_shm_attach(Display *display, XShmSegmentInfo *info) {
    XSync(display, False);
    shm_attach_failed = 0;
    XErrorHandler previous = XSetErrorHandler(shm_probe_error_handler);
    Status status = XShmAttach(display, info);
    XSync(display, False);
    XSetErrorHandler(previous);
    return (status != 0 && !shm_attach_failed) ? 1 : 0;
}

// The first X error not yet taken: XSetErrorHandler has no user data, so it is
// per process; the loop of the window on `display` takes it and ends.
static cx11_error_record pending_error;

static int record_error(Display *display, XErrorEvent *event) {
    if (!pending_error.pending) {
        pending_error.display = display;
        pending_error.pending = 1;
        pending_error.error_code = event->error_code;
        pending_error.request_code = event->request_code;
        pending_error.minor_code = event->minor_code;
        pending_error.resource_id = event->resourceid;
    }
    return 0;
}

void cx11_record_errors(void) { XSetErrorHandler(record_error); }

int cx11_take_error(Display *display, cx11_error_record *out) {
    if (!pending_error.pending || pending_error.display != display) return 0;
    *out = pending_error;
    pending_error.pending = 0;
    return 1;
}

void cx11_forget_errors(Display *display) {
    if (pending_error.display == display) pending_error.pending = 0;
}

// libX11 1.7 (2020) added XSetIOErrorExitHandler: when its handler returns,
// Xlib marks the display dead and returns to the caller instead of exiting.
// Declared weak (a compatible redeclaration of the header's) so that an older
// libX11 links and the symbol is NULL at run time.
extern void XSetIOErrorExitHandler(Display *, void (*)(Display *, void *), void *) __attribute__((weak));

static int quiet_io_error(Display *display) {
    (void)display;
    return 0;
}

static void io_error_exit(Display *display, void *lost) {
    (void)display;
    *(int *)lost = 1;
}

int cx11_report_io_errors(Display *display, int *lost) {
    if (!XSetIOErrorExitHandler) return 0;
    XSetIOErrorHandler(quiet_io_error);
    XSetIOErrorExitHandler(display, io_error_exit, lost);
    return 1;
}

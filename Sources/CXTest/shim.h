// CXTest: the XTest extension, with which the bench makes up input as a user
// would (its SyntheticInput). Only the bench imports this module, so the lab's
// own binary links no XTest.
#ifndef RESPONDERLAB_CXTEST_SHIM_H
#define RESPONDERLAB_CXTEST_SHIM_H

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>

#endif

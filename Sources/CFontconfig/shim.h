#ifndef RESPONDERLAB_CFONTCONFIG_SHIM_H
#define RESPONDERLAB_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif

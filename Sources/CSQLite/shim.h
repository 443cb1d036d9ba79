#ifndef PLATEFINDER_CSQLITE_SHIM_H
#define PLATEFINDER_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif

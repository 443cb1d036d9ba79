#ifndef PLATEFINDER_CLIBXML2_SHIM_H
#define PLATEFINDER_CLIBXML2_SHIM_H

// Distribution builds of libxml2 enable ICU, which makes encoding.h pull in the system's
// ICU headers; those clash with the ICU copy Foundation ships on Linux as soon as a file
// imports both modules. The ICU members only trail xmlCharEncodingHandler, a struct used
// through pointers alone, so hiding them changes no layout the package relies on.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#endif

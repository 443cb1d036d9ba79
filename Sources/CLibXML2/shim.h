#ifndef PLATEFINDER_CLIBXML2_SHIM_H
#define PLATEFINDER_CLIBXML2_SHIM_H

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#endif

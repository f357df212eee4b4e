#include "CNCurses.h"

#include <ncursesw/curses.h>

// The one place in the project that includes curses. Swift sees ncursesw through
// these declarations; everything Swift cannot import (macros, variadics, globals
// that are not concurrency-safe) is wrapped in a small function.
#ifndef CNCURSES_H
#define CNCURSES_H

// Must come before curses.h so the Swift importer sees the wide-char API.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
/// Marks curses as running (1) or stopped (0), so exit and fatal signals know to restore the terminal.
void cn_set_active(int active);
/// Restores the terminal if curses is running: drag tracking off, endwin. Safe to call twice.
void cn_restore_terminal(void);
/// Restores the terminal at exit() and on SIGTERM, SIGHUP, SIGINT, SIGQUIT and crash signals,
/// then lets the signal do what it would have done.
void cn_install_restore_handlers(void);
/// True when the terminal can move its cursor anywhere (the `cup` capability): full-screen drawing needs it.
int cn_can_address_cursor(void);
/// isatty for stdin and stdout together.
int cn_is_interactive(void);

#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/// Starts curses on the given streams; NULL when the terminal type is unknown.
SCREEN *cn_newterm(const char *term);
/// Puts one cell (a grapheme as wide chars, up to 5 code points) with attributes and a colour pair.
int cn_put_cell(int y, int x, const wchar_t *glyph, attr_t attrs, short pair);
int cn_lines(void);
int cn_cols(void);
WINDOW *cn_stdscr(void);

attr_t cn_attr_normal(void);
attr_t cn_attr_bold(void);
attr_t cn_attr_reverse(void);
attr_t cn_attr_underline(void);
attr_t cn_attr_dim(void);
attr_t cn_attr_blink(void);

mmask_t cn_mouse_all_events(void);
mmask_t cn_mouse_report_position(void);
mmask_t cn_button1_pressed(void);
mmask_t cn_button1_released(void);
mmask_t cn_button1_clicked(void);
mmask_t cn_button2_pressed(void);
mmask_t cn_button2_released(void);
mmask_t cn_button2_clicked(void);
mmask_t cn_button3_pressed(void);
mmask_t cn_button3_released(void);
mmask_t cn_button3_clicked(void);
mmask_t cn_button4_pressed(void);
mmask_t cn_button5_pressed(void);
/// Turns on xterm button-event tracking (motion while a button is held), which curses does not.
void cn_enable_drag_tracking(int on);
/// Reads one wide key: returns OK, KEY_CODE_YES or ERR like wget_wch.
int cn_get_wch(unsigned int *out);
/// Number of colours the terminal offers (COLORS).
int cn_colors(void);
/// Number of colour pairs the terminal offers (COLOR_PAIRS).
int cn_color_pairs(void);

/// Marks curses as running (1) or stopped (0), so exit and fatal signals know to restore the terminal.
void cn_set_active(int active);
/// Restores the terminal if curses is running: drag tracking off, endwin. Safe to call twice.
void cn_restore_terminal(void);
/// Restores the terminal at exit() and on SIGTERM, SIGHUP, SIGINT, SIGQUIT and crash signals,
/// then lets the signal do what it would have done.
void cn_install_restore_handlers(void);
/// True when the terminal can move its cursor anywhere (the `cup` capability): full-screen drawing needs it.
int cn_can_address_cursor(void);
/// isatty for stdin and stdout together.
int cn_is_interactive(void);

#endif

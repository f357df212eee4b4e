// The one place in the project that includes curses. Swift sees ncursesw through
// these declarations; everything Swift cannot import (macros, variadics, globals
// that are not concurrency-safe) is wrapped in a small function.
#ifndef CNCURSES_H
#define CNCURSES_H

// Must come before curses.h so the Swift importer sees the wide-char API.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
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
/// Resizes curses to the terminal's size if that differs from what curses has: 1 when it did.
int cn_resize_if_changed(void);
WINDOW *cn_stdscr(void);

attr_t cn_attr_normal(void);
attr_t cn_attr_bold(void);
attr_t cn_attr_reverse(void);
attr_t cn_attr_underline(void);
attr_t cn_attr_blink(void);

mmask_t cn_mouse_report_position(void);
mmask_t cn_button1_pressed(void);
mmask_t cn_button1_released(void);
mmask_t cn_button2_pressed(void);
mmask_t cn_button2_released(void);
mmask_t cn_button3_pressed(void);
mmask_t cn_button3_released(void);
mmask_t cn_button4_pressed(void);
mmask_t cn_button5_pressed(void);
/// Turns on xterm button-event tracking (motion while a button is held), which curses does not.
void cn_enable_drag_tracking(int on);
/// An inotify descriptor that becomes readable when a file in `folder` is written, created or moved in (another
/// arcade's write to the score file); -1 when the folder cannot be watched.
int cn_watch_folder(const char *folder);
/// Waits up to `timeout_ms` (-1: no limit) for a key or for `fd` to become readable: 1 a key is waiting (read it
/// with cn_read_unit), 2 `fd` was (its events are read and dropped), 0 neither (a timeout or a signal).
int cn_wait_input_or(int fd, int timeout_ms);
/// Number of colours the terminal offers (COLORS).
int cn_colors(void);
/// Number of colour pairs the terminal offers (COLOR_PAIRS).
int cn_color_pairs(void);
/// True when the terminal description has the `RGB` flag: colour numbers are 0xRRGGBB (direct colour).
int cn_has_direct_color(void);
/// True when the terminal description has `Ms` (it takes OSC 52, a write to the clipboard).
int cn_has_clipboard(void);
/// Makes a colour pair of any two colour numbers, direct-colour ones included (init_extended_pair).
int cn_init_pair(int pair, int foreground, int background);

/// Saves the shell's terminal modes and installs the handlers that give the terminal back: at exit(),
/// on every signal whose default action ends the process (then the signal does what it would
/// have done, so the exit status is 128+n), on SIGTSTP (a stop the loop carries out) and SIGCONT.
/// Call before cn_newterm, so curses installs no handlers of its own.
void cn_install_restore_handlers(void);
/// Turns on mouse reports (with drag tracking) when the terminal description has them (`kmous`); 1 if on.
int cn_start_mouse(void);
/// Marks curses as set up: from now on exit and signals restore the terminal.
void cn_started(void);
/// Restores the terminal if curses is running: mouse off, endwin. Safe to call twice; signals wait meanwhile.
void cn_restore_terminal(void);
/// 1 once after a SIGTSTP arrived while curses was running (the loop then calls cn_suspend).
int cn_take_stop_request(void);
/// 1 once after the program was continued (SIGCONT).
int cn_take_continued(void);
/// Gives the terminal back and stops the program as Ctrl-Z does in a shell; on SIGCONT takes the
/// terminal again (modes, alternate screen, mouse with drag tracking) and returns.
void cn_suspend(void);
/// Sets the program's modes and mouse again after a stop the program did not see coming (SIGSTOP).
void cn_resume_after_continue(void);
/// Reads one byte of input or one curses key code (KEY_*), waiting up to timeout_ms (-1: for ever); ERR if none.
int cn_read_unit(int timeout_ms);
/// Makes the next refresh clear the screen and send every cell (Ctrl-L).
void cn_clear_on_next_refresh(void);
/// True when the terminal description says how it reports the mouse (the `kmous` key).
int cn_has_mouse_keys(void);
/// True when the terminal can move its cursor anywhere (the `cup` capability): full-screen drawing needs it.
int cn_can_address_cursor(void);
/// isatty for stdin and stdout together.
int cn_is_interactive(void);

#endif

// Giving the terminal back on every way out: exit, a signal that ends the program, a stop (Ctrl-Z).
//
// A signal handler may only call async-signal-safe functions, so it cannot call endwin. Everything
// a handler needs is prepared while curses starts: the terminal modes of the shell (saved before
// newterm) and the bytes that undo curses's set-up (mouse tracking, attributes, cursor, keypad,
// alternate screen), read from terminfo with their padding removed. A handler then only calls
// write, tcsetattr, sigaction, sigprocmask and raise.
#include "CNCurses.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios shell_modes;
static int have_shell_modes = 0;
static char restore_bytes[512];
static size_t restore_length = 0;
static mmask_t mouse_mask = 0;
static int mouse_on = 0;
static volatile sig_atomic_t active = 0;
static volatile sig_atomic_t stop_requested = 0;
static volatile sig_atomic_t continued = 0;
static struct sigaction previous[_NSIG];

/// Signals whose default action ends the process without a core dump.
static const int ending_signals[] = {
  SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGSTKFLT
  SIGSTKFLT,
#endif
#ifdef SIGPWR
  SIGPWR,
#endif
};

/// Signals whose default action ends the process with a core dump; the crashes among them
/// (SIGSEGV, SIGILL from a Swift trap…) are caught even when another handler was there first.
static const int dumping_signals[] = {
  SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGXCPU, SIGXFSZ, SIGSYS,
};

static void write_all(const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t n = write(STDOUT_FILENO, bytes, length);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    bytes += n;
    length -= (size_t)n;
  }
}

/// Appends a terminfo string without its padding (`$<5>`), which only tputs understands.
static void append_capability(const char *name) {
  const char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return;
  for (const char *p = value; *p != '\0'; p++) {
    if (p[0] == '$' && p[1] == '<') {
      const char *end = strchr(p, '>');
      if (end != NULL) { p = end; continue; }
    }
    if (restore_length + 1 >= sizeof restore_bytes) return;
    restore_bytes[restore_length++] = *p;
  }
}

static void append_bytes(const char *bytes) {
  for (const char *p = bytes; *p != '\0' && restore_length + 1 < sizeof restore_bytes; p++) {
    restore_bytes[restore_length++] = *p;
  }
}

/// What a handler does: undo curses's set-up with prepared bytes and the shell's saved modes.
static void restore_from_handler(void) {
  if (!active) return;
  active = 0;
  write_all(restore_bytes, restore_length);
  if (have_shell_modes) tcsetattr(STDIN_FILENO, TCSADRAIN, &shell_modes);
}

static void on_ending_signal(int sig) {
  int saved_errno = errno;
  restore_from_handler();
  // Let the signal do what it would have done: the previous handler, or the default action,
  // which ends the process with status 128+sig once this handler returns and unblocks it.
  struct sigaction then = previous[sig];
  if (then.sa_handler == SIG_IGN) then.sa_handler = SIG_DFL;
  sigaction(sig, &then, NULL);
  raise(sig);
  errno = saved_errno;
}

static void stop_now(void) {
  struct sigaction ours, stop;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  sigaction(SIGTSTP, &stop, &ours);
  sigset_t tstp;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &tstp, NULL);
  raise(SIGTSTP);  // stops here until SIGCONT
  sigaction(SIGTSTP, &ours, NULL);
}

static void on_stop_signal(int sig) {
  (void)sig;
  int saved_errno = errno;
  if (active) {
    // The loop stops the program itself (cn_suspend), where it may call curses and pause the game.
    stop_requested = 1;
  } else {
    stop_now();
  }
  errno = saved_errno;
}

static void on_continue(int sig) {
  (void)sig;
  continued = 1;
}

static void catch_signal(int sig, void (*handler)(int), int only_if_default) {
  struct sigaction old;
  if (sigaction(sig, NULL, &old) != 0) return;
  // An ignored signal stays ignored (nohup); a handler someone else set stays theirs.
  if (only_if_default && old.sa_handler != SIG_DFL) return;
  if (old.sa_handler == SIG_IGN) return;
  previous[sig] = old;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  // No SA_RESTART: a read that a stop or continue interrupts returns, so the loop sees it at once.
  sigaction(sig, &action, NULL);
}

void cn_install_restore_handlers(void) {
  static int installed = 0;
  if (installed) return;
  installed = 1;
  if (tcgetattr(STDIN_FILENO, &shell_modes) == 0) have_shell_modes = 1;
  atexit(cn_restore_terminal);
  for (size_t i = 0; i < sizeof ending_signals / sizeof ending_signals[0]; i++) {
    catch_signal(ending_signals[i], on_ending_signal, 1);
  }
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) catch_signal(sig, on_ending_signal, 1);
  for (size_t i = 0; i < sizeof dumping_signals / sizeof dumping_signals[0]; i++) {
    catch_signal(dumping_signals[i], on_ending_signal, 0);
  }
  // Installed before newterm, so curses does not put its own (not signal-safe) stop handler here.
  catch_signal(SIGTSTP, on_stop_signal, 1);
  catch_signal(SIGCONT, on_continue, 1);
}

int cn_start_mouse(void) {
  mouse_on = 0;
  if (!cn_has_mouse_keys()) return 0;
  mouseinterval(0);
  // Presses and releases only: asked for clicks too, curses merges a press and release that arrive
  // in one read into a click, and two clicks into a double click at the second's cell, losing the
  // first. The front end makes its own clicks from presses and releases.
  mouse_mask = BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON2_PRESSED | BUTTON2_RELEASED |
               BUTTON3_PRESSED | BUTTON3_RELEASED | BUTTON4_PRESSED | REPORT_MOUSE_POSITION;
#ifdef BUTTON5_PRESSED
  mouse_mask |= BUTTON5_PRESSED;
#endif
  if (mousemask(mouse_mask, NULL) == 0) return 0;
  mouse_on = 1;
  cn_enable_drag_tracking(1);
  return 1;
}

void cn_started(void) {
  restore_length = 0;
  // Every mouse mode curses or we may have turned on: normal, button-event and SGR reports.
  if (mouse_on) append_bytes("\033[?1002l\033[?1000l\033[?1006l");
  append_capability("sgr0");
  append_capability("cnorm");
  append_capability("rmkx");
  append_capability("rmcup");
  active = 1;
}

void cn_restore_terminal(void) {
  // Signals wait until the terminal is restored and marked so: a handler never finds it half done.
  sigset_t all, old;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &old);
  if (active) {
    active = 0;
    if (mouse_on) cn_enable_drag_tracking(0);
    endwin();
  }
  sigprocmask(SIG_SETMASK, &old, NULL);
}

int cn_take_stop_request(void) {
  int requested = stop_requested;
  stop_requested = 0;
  return requested;
}

int cn_take_continued(void) {
  int was = continued;
  continued = 0;
  return was;
}

void cn_suspend(void) {
  cn_restore_terminal();
  stop_requested = 0;
  stop_now();
  sigset_t all, old;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &old);
  // The first refresh after endwin sets the program's modes, keypad, alternate screen and mouse again.
  refresh();
  if (mouse_on) cn_enable_drag_tracking(1);
  active = 1;
  continued = 0;
  sigprocmask(SIG_SETMASK, &old, NULL);
}

void cn_resume_after_continue(void) {
  // Stopped by a signal no one can catch (SIGSTOP): the shell may have reset the modes meanwhile.
  reset_prog_mode();
  if (mouse_on) {
    mousemask(0, NULL);
    mousemask(mouse_mask, NULL);
    cn_enable_drag_tracking(1);
  }
}

/*
 * The Windows launcher of a Java brain for Gomocup: one binary, copied as pbrain-NAME.exe,
 * legacy-NAME.exe or koth-NAME.exe, reads NAME-of-its-own-file.cfg beside itself and starts
 *
 *   JAVA [java=...]... -Dgomoku.launcher=STEM [%ENV%] -cp HOME\CLASSPATH MAIN [arg=...]... [own arguments]
 *
 * where JAVA is HOME\runtime\bin\java.exe, else %JAVA_HOME%\bin\java.exe, else java.exe on the PATH.
 * The child inherits our standard handles (no thread copies bytes in between), runs in a job object
 * that kills it when we exit or are killed (the referee kills the launcher, never sees the JVM), and
 * its exit code is ours. Wide-character APIs throughout, so paths may hold spaces and any letters.
 *
 * The config file is UTF-8, one "key=value" a line; '#' starts a comment line:
 *   java=OPTION      a JVM option, in order (repeatable)
 *   env=VARIABLE     an environment variable whose text is added as JVM options (e.g. BRAIN_JAVA_OPTS)
 *   classpath=PATH   relative to the launcher's folder, e.g. lib\*  (';' separates entries)
 *   main=CLASS       the main class
 *   arg=ARGUMENT     an argument before the launcher's own ones (repeatable)
 *
 * Build: build-launcher.sh (mingw-w64, static, reproducible).
 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#define EXIT_NO_JAVA 127
#define EXIT_FAILURE_TO_START 126

/* A growing wide string. */
typedef struct {
    wchar_t *text;
    size_t length;
    size_t capacity;
} Text;

static void die(const wchar_t *stem, const wchar_t *what, const wchar_t *detail, int code);

static void text_add_n(Text *t, const wchar_t *s, size_t n) {
    if (t->length + n + 1 > t->capacity) {
        size_t capacity = (t->length + n + 1) * 2;
        wchar_t *grown = realloc(t->text, capacity * sizeof(wchar_t));
        if (grown == NULL) {
            die(L"launcher", L"out of memory", NULL, EXIT_FAILURE_TO_START);
        }
        t->text = grown;
        t->capacity = capacity;
    }
    memcpy(t->text + t->length, s, n * sizeof(wchar_t));
    t->length += n;
    t->text[t->length] = L'\0';
}

static void text_add(Text *t, const wchar_t *s) {
    text_add_n(t, s, wcslen(s));
}

/* Standard error as UTF-8 bytes: a console, a pipe or a file alike. */
static void err(const wchar_t *s) {
    int n = WideCharToMultiByte(CP_UTF8, 0, s, -1, NULL, 0, NULL, NULL);
    if (n <= 1) {
        return;
    }
    char *bytes = malloc((size_t) n);
    if (bytes == NULL) {
        return;
    }
    WideCharToMultiByte(CP_UTF8, 0, s, -1, bytes, n, NULL, NULL);
    DWORD written;
    WriteFile(GetStdHandle(STD_ERROR_HANDLE), bytes, (DWORD) (n - 1), &written, NULL);
    free(bytes);
}

/* One line on standard error, "STEM: WHAT: DETAIL", and the exit. */
static void die(const wchar_t *stem, const wchar_t *what, const wchar_t *detail, int code) {
    err(stem);
    err(L": ");
    err(what);
    if (detail != NULL) {
        err(L": ");
        err(detail);
    }
    err(L"\r\n");
    ExitProcess((UINT) code);
}

/*
 * One argument as CommandLineToArgvW and the C runtime read it back: quoted when it holds a blank
 * or a quote (or is empty); backslashes doubled only before a quote, an escaped quote or the end.
 */
static void add_quoted(Text *line, const wchar_t *arg) {
    if (line->length > 0) {
        text_add(line, L" ");
    }
    if (*arg != L'\0' && wcspbrk(arg, L" \t\n\v\"") == NULL) {
        text_add(line, arg);
        return;
    }
    text_add(line, L"\"");
    for (const wchar_t *p = arg;; p++) {
        size_t backslashes = 0;
        while (*p == L'\\') {
            p++;
            backslashes++;
        }
        if (*p == L'\0') {
            for (size_t i = 0; i < backslashes * 2; i++) {
                text_add(line, L"\\");
            }
            break;
        }
        if (*p == L'"') {
            for (size_t i = 0; i < backslashes * 2 + 1; i++) {
                text_add(line, L"\\");
            }
        } else {
            for (size_t i = 0; i < backslashes; i++) {
                text_add(line, L"\\");
            }
        }
        text_add_n(line, p, 1);
    }
    text_add(line, L"\"");
}

static int is_file(const wchar_t *path) {
    DWORD attributes = GetFileAttributesW(path);
    return attributes != INVALID_FILE_ATTRIBUTES && !(attributes & FILE_ATTRIBUTE_DIRECTORY);
}

/* This executable's full path (any length). */
static wchar_t *own_path(void) {
    for (DWORD size = MAX_PATH;; size *= 2) {
        wchar_t *path = malloc(size * sizeof(wchar_t));
        if (path == NULL) {
            return NULL;
        }
        DWORD n = GetModuleFileNameW(NULL, path, size);
        if (n == 0) {
            free(path);
            return NULL;
        }
        if (n < size) {
            return path;
        }
        free(path);
    }
}

/* An environment variable's value, or NULL when unset or empty. */
static wchar_t *env(const wchar_t *name) {
    DWORD n = GetEnvironmentVariableW(name, NULL, 0);
    if (n <= 1) {
        return NULL;
    }
    wchar_t *value = malloc(n * sizeof(wchar_t));
    if (value == NULL || GetEnvironmentVariableW(name, value, n) == 0) {
        free(value);
        return NULL;
    }
    return value;
}

/* The java.exe to start, or a one-line report of every place looked at. */
static wchar_t *find_java(const wchar_t *home, const wchar_t *stem) {
    Text bundled = {0};
    text_add(&bundled, home);
    text_add(&bundled, L"\\runtime\\bin\\java.exe");
    if (is_file(bundled.text)) {
        return bundled.text;
    }
    Text looked = {0};
    text_add(&looked, bundled.text);
    wchar_t *java_home = env(L"JAVA_HOME");
    if (java_home != NULL) {
        Text candidate = {0};
        text_add(&candidate, java_home);
        text_add(&candidate, L"\\bin\\java.exe");
        if (is_file(candidate.text)) {
            return candidate.text;
        }
        text_add(&looked, L", ");
        text_add(&looked, candidate.text);
        text_add(&looked, L" (JAVA_HOME)");
    } else {
        text_add(&looked, L", JAVA_HOME (not set)");
    }
    wchar_t found[MAX_PATH * 4];
    DWORD n = SearchPathW(NULL, L"java.exe", NULL, MAX_PATH * 4, found, NULL);
    if (n > 0 && n < MAX_PATH * 4) {
        return _wcsdup(found);
    }
    text_add(&looked, L", java.exe on the PATH");
    die(stem, L"no Java runtime found; looked at", looked.text, EXIT_NO_JAVA);
    return NULL;
}

/* The config file beside us, as wide text (UTF-8 on disk, an optional byte order mark). */
static wchar_t *read_config(const wchar_t *path, const wchar_t *stem) {
    HANDLE file = CreateFileW(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    if (file == INVALID_HANDLE_VALUE) {
        die(stem, L"cannot read its configuration", path, EXIT_FAILURE_TO_START);
    }
    LARGE_INTEGER size;
    if (!GetFileSizeEx(file, &size) || size.QuadPart > 1 << 20) {
        die(stem, L"configuration missing or over 1 MiB", path, EXIT_FAILURE_TO_START);
    }
    char *bytes = malloc((size_t) size.QuadPart + 1);
    DWORD read = 0;
    if (bytes == NULL || !ReadFile(file, bytes, (DWORD) size.QuadPart, &read, NULL)) {
        die(stem, L"cannot read its configuration", path, EXIT_FAILURE_TO_START);
    }
    CloseHandle(file);
    const char *start = bytes;
    if (read >= 3 && (unsigned char) bytes[0] == 0xEF && (unsigned char) bytes[1] == 0xBB
            && (unsigned char) bytes[2] == 0xBF) {
        start += 3;
        read -= 3;
    }
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, start, (int) read, NULL, 0);
    if (read > 0 && n == 0) {
        die(stem, L"configuration is not UTF-8", path, EXIT_FAILURE_TO_START);
    }
    wchar_t *text = malloc(((size_t) n + 1) * sizeof(wchar_t));
    if (text == NULL) {
        die(stem, L"out of memory", NULL, EXIT_FAILURE_TO_START);
    }
    MultiByteToWideChar(CP_UTF8, 0, start, (int) read, text, n);
    text[n] = L'\0';
    free(bytes);
    return text;
}

/* Console Ctrl+C and Ctrl+Break reach the JVM too: we wait for it to end rather than end first. */
static BOOL WINAPI on_console_event(DWORD event) {
    return event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT;
}

/* Makes a standard handle inheritable and returns it (NULL when there is none). */
static HANDLE inheritable(DWORD which) {
    HANDLE h = GetStdHandle(which);
    if (h == INVALID_HANDLE_VALUE || h == NULL) {
        return NULL;
    }
    SetHandleInformation(h, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
    return h;
}

int wmain(int argc, wchar_t **argv) {
    wchar_t *self = own_path();
    if (self == NULL) {
        die(L"launcher", L"cannot find its own path", NULL, EXIT_FAILURE_TO_START);
    }
    wchar_t *slash = wcsrchr(self, L'\\');
    wchar_t *name = slash != NULL ? slash + 1 : self;
    Text home = {0};
    text_add_n(&home, self, (size_t) (name - self) - (slash != NULL ? 1 : 0));
    Text stem = {0};
    size_t name_length = wcslen(name);
    if (name_length > 4 && _wcsicmp(name + name_length - 4, L".exe") == 0) {
        name_length -= 4;
    }
    text_add_n(&stem, name, name_length);

    Text config_path = {0};
    text_add(&config_path, home.text);
    text_add(&config_path, L"\\");
    text_add(&config_path, stem.text);
    text_add(&config_path, L".cfg");
    wchar_t *config = read_config(config_path.text, stem.text);

    Text options = {0};
    Text args = {0};
    const wchar_t *main_class = NULL;
    Text classpath = {0};
    for (wchar_t *line = config; line != NULL && *line != L'\0';) {
        wchar_t *end = wcschr(line, L'\n');
        wchar_t *next = end != NULL ? end + 1 : NULL;
        if (end != NULL) {
            *end = L'\0';
        }
        size_t length = wcslen(line);
        if (length > 0 && line[length - 1] == L'\r') {
            line[--length] = L'\0';
        }
        wchar_t *eq = wcschr(line, L'=');
        if (length == 0 || line[0] == L'#') {
            /* blank or comment */
        } else if (eq == NULL) {
            die(stem.text, L"configuration line without '='", line, EXIT_FAILURE_TO_START);
        } else {
            *eq = L'\0';
            const wchar_t *value = eq + 1;
            if (wcscmp(line, L"java") == 0) {
                add_quoted(&options, value);
            } else if (wcscmp(line, L"env") == 0) {
                wchar_t *extra = env(value);
                if (extra != NULL) {
                    /* already command-line text: the user quoted it as they would on cmd.exe */
                    if (options.length > 0) {
                        text_add(&options, L" ");
                    }
                    text_add(&options, extra);
                }
            } else if (wcscmp(line, L"classpath") == 0) {
                for (const wchar_t *entry = value; *entry != L'\0';) {
                    const wchar_t *semicolon = wcschr(entry, L';');
                    size_t n = semicolon != NULL ? (size_t) (semicolon - entry) : wcslen(entry);
                    if (classpath.length > 0) {
                        text_add(&classpath, L";");
                    }
                    text_add(&classpath, home.text);
                    text_add(&classpath, L"\\");
                    text_add_n(&classpath, entry, n);
                    entry += n + (semicolon != NULL ? 1 : 0);
                }
            } else if (wcscmp(line, L"main") == 0) {
                main_class = value;
            } else if (wcscmp(line, L"arg") == 0) {
                add_quoted(&args, value);
            } else {
                die(stem.text, L"unknown configuration key", line, EXIT_FAILURE_TO_START);
            }
        }
        line = next;
    }
    if (main_class == NULL || classpath.length == 0) {
        die(stem.text, L"configuration needs main= and classpath=", config_path.text, EXIT_FAILURE_TO_START);
    }

    wchar_t *java = find_java(home.text, stem.text);
    Text command = {0};
    add_quoted(&command, java);
    if (options.length > 0) {
        text_add(&command, L" ");
        text_add(&command, options.text);
    }
    Text property = {0};
    text_add(&property, L"-Dgomoku.launcher=");
    text_add(&property, stem.text);
    add_quoted(&command, property.text);
    add_quoted(&command, L"-cp");
    add_quoted(&command, classpath.text);
    add_quoted(&command, main_class);
    if (args.length > 0) {
        text_add(&command, L" ");
        text_add(&command, args.text);
    }
    for (int i = 1; i < argc; i++) {
        add_quoted(&command, argv[i]);
    }

    HANDLE job = CreateJobObjectW(NULL, NULL);
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits;
    memset(&limits, 0, sizeof limits);
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    if (job == NULL || !SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits)) {
        die(stem.text, L"cannot create the job object that ties the JVM to this process", NULL,
                EXIT_FAILURE_TO_START);
    }

    STARTUPINFOW startup;
    memset(&startup, 0, sizeof startup);
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = inheritable(STD_INPUT_HANDLE);
    startup.hStdOutput = inheritable(STD_OUTPUT_HANDLE);
    startup.hStdError = inheritable(STD_ERROR_HANDLE);
    PROCESS_INFORMATION child;
    SetConsoleCtrlHandler(on_console_event, TRUE);
    if (!CreateProcessW(java, command.text, NULL, NULL, TRUE, CREATE_SUSPENDED, NULL, NULL, &startup, &child)) {
        die(stem.text, L"cannot start", command.text, EXIT_FAILURE_TO_START);
    }
    if (!AssignProcessToJobObject(job, child.hProcess)) {
        TerminateProcess(child.hProcess, EXIT_FAILURE_TO_START);
        die(stem.text, L"cannot put the JVM in its job object", NULL, EXIT_FAILURE_TO_START);
    }
    ResumeThread(child.hThread);
    CloseHandle(child.hThread);
    WaitForSingleObject(child.hProcess, INFINITE);
    DWORD code = EXIT_FAILURE_TO_START;
    GetExitCodeProcess(child.hProcess, &code);
    return (int) code;
}

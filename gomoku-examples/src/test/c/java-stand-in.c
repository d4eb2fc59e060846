/*
 * Test only: a runtime\bin\java.exe for Wine that runs the build's own Linux JVM, so that a test can
 * play through the real Windows launcher. Wine starts a Linux program from a Windows one but gives
 * back no process handle for it (nothing to wait on, nothing a job object could hold; it is forked
 * twice, so not even our child on the Linux side), so this Windows process stands in: the launcher's
 * job holds it, and it lives exactly as long as the Linux side does.
 *
 * It runs "/bin/sh java-stand-in.sh STATUS BEAT ARGS" (the script beside it; Windows paths in ARGS and
 * the -cp entries made Linux paths) with our standard input and output, so the protocol bytes go
 * straight between the manager and the JVM (Wine gives it the Wine process's own standard error).
 * The script writes the JVM's exit code to the file STATUS, which we wait for and exit with. We
 * remake the file BEAT whenever it is gone; the script removes it every second and kills the JVM
 * when it stays gone (we are dead: killed with the launcher's job, the case under test).
 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <wchar.h>

typedef char *(CDECL *UnixName)(const wchar_t *);

/* Wine's own translation of a Windows path to the Linux one, as wide text. */
static void unix_path(const wchar_t *path, wchar_t *out, size_t capacity) {
    static UnixName convert;
    if (convert == NULL) {
        convert = (UnixName) (void (*)(void)) GetProcAddress(GetModuleHandleW(L"kernel32"), "wine_get_unix_file_name");
    }
    char *name = convert != NULL ? convert(path) : NULL;
    if (name == NULL) {
        wcsncat(out, path, capacity - wcslen(out) - 1);
        return;
    }
    size_t length = wcslen(out);
    MultiByteToWideChar(CP_UTF8, 0, name, -1, out + length, (int) (capacity - length));
    HeapFree(GetProcessHeap(), 0, name);
}

static int is_windows_path(const wchar_t *s) {
    return s[0] != L'\0' && s[1] == L':' && s[2] == L'\\';
}

static void append(wchar_t *line, size_t capacity, const wchar_t *s, size_t n) {
    size_t length = wcslen(line);
    if (length + n < capacity) {
        wmemcpy(line + length, s, n);
        line[length + n] = L'\0';
    }
}

/* One argument quoted as Wine splits a command line into a Linux argv (the Windows rules). */
static void add_quoted(wchar_t *line, size_t capacity, const wchar_t *arg) {
    append(line, capacity, L" \"", 2);
    for (const wchar_t *p = arg;; p++) {
        size_t backslashes = 0;
        while (*p == L'\\') {
            p++;
            backslashes++;
        }
        size_t doubled = *p == L'\0' ? backslashes * 2 : *p == L'"' ? backslashes * 2 + 1 : backslashes;
        for (size_t i = 0; i < doubled; i++) {
            append(line, capacity, L"\\", 1);
        }
        if (*p == L'\0') {
            break;
        }
        append(line, capacity, p, 1);
    }
    append(line, capacity, L"\"", 1);
}

/* A Windows path as a Linux one; its last part (e.g. the classpath's "*") kept as it is. */
static void linux_path(const wchar_t *path, wchar_t *out, size_t capacity) {
    static wchar_t folder[32768];
    wcsncpy(folder, path, 32767);
    wchar_t *slash = wcsrchr(folder, L'\\');
    const wchar_t *last = L"";
    if (slash != NULL) {
        *slash = L'\0';
        last = path + (slash - folder);
    }
    unix_path(folder, out, capacity);
    for (wchar_t *p = (wchar_t *) last; *p != L'\0'; p++) {
        wchar_t c = *p == L'\\' ? L'/' : *p;
        append(out, capacity, &c, 1);
    }
}

/* An argument: a classpath's entries and a Windows path made Linux ones. */
static void add(wchar_t *line, size_t capacity, const wchar_t *arg, int classpath) {
    static wchar_t converted[32768];
    converted[0] = L'\0';
    if (classpath) {
        static wchar_t entry[32768];
        for (const wchar_t *p = arg; *p != L'\0';) {
            const wchar_t *end = wcschr(p, L';');
            size_t n = end != NULL ? (size_t) (end - p) : wcslen(p);
            wcsncpy(entry, p, n);
            entry[n] = L'\0';
            linux_path(entry, converted, 32768);
            p += n;
            if (*p == L';') {
                p++;
                append(converted, 32768, L":", 1);
            }
        }
    } else if (is_windows_path(arg)) {
        linux_path(arg, converted, 32768);
    } else {
        append(converted, 32768, arg, wcslen(arg));
    }
    add_quoted(line, capacity, converted);
}

int wmain(int argc, wchar_t **argv) {
    static wchar_t self[32768];
    GetModuleFileNameW(NULL, self, 32768);
    *wcsrchr(self, L'\\') = L'\0';
    static wchar_t line[32768] = L"/bin/sh";
    static wchar_t script[32768];
    wcscpy(script, self);
    wcscat(script, L"\\java-stand-in.sh");
    add(line, 32768, script, 0);
    static wchar_t status[32768];
    wchar_t temp[MAX_PATH + 1];
    GetTempPathW(MAX_PATH + 1, temp);
    swprintf(status, 32768, L"%lsjava-stand-in-%lu.status", temp, GetCurrentProcessId());
    DeleteFileW(status);
    add(line, 32768, status, 0);
    static wchar_t beat[32768];
    swprintf(beat, 32768, L"%lsjava-stand-in-%lu.beat", temp, GetCurrentProcessId());
    CloseHandle(CreateFileW(beat, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    add(line, 32768, beat, 0);
    for (int i = 1; i < argc; i++) {
        add(line, 32768, argv[i], i > 1 && wcscmp(argv[i - 1], L"-cp") == 0);
    }
    STARTUPINFOW startup;
    memset(&startup, 0, sizeof startup);
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
    startup.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    PROCESS_INFORMATION child;
    if (!CreateProcessW(NULL, line, NULL, NULL, TRUE, 0, NULL, NULL, &startup, &child)) {
        return 124;
    }
    for (int tick = 0;; tick++) {
        if (tick % 10 == 0 && GetFileAttributesW(beat) == INVALID_FILE_ATTRIBUTES) {
            CloseHandle(CreateFileW(beat, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
        }
        HANDLE file = CreateFileW(status, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_DELETE, NULL, OPEN_EXISTING, 0, NULL);
        if (file != INVALID_HANDLE_VALUE) {
            char text[16] = {0};
            DWORD n = 0;
            ReadFile(file, text, sizeof text - 1, &n, NULL);
            CloseHandle(file);
            DeleteFileW(status);
            DeleteFileW(beat);
            return atoi(text);
        }
        Sleep(10);
    }
}

package dev.gomoku.examples.gomocup;

import java.util.Locale;
import java.util.Set;

/**
 * The DLLs every Windows 10/11 and Server 2016-2022 machine has: what a "statically linked" entry may
 * import without shipping. Compiler runtimes (vcruntime140, msvcp140, libgcc, libstdc++, libwinpthread)
 * are not among them: an entry must link them in or ship them beside the program.
 */
final class SystemDlls {
    private static final Set<String> NAMES = Set.of("kernel32.dll", "kernelbase.dll", "ntdll.dll", "user32.dll",
            "gdi32.dll", "advapi32.dll", "shell32.dll", "shlwapi.dll", "ole32.dll", "oleaut32.dll", "comctl32.dll",
            "comdlg32.dll", "ws2_32.dll", "wsock32.dll", "mswsock.dll", "winmm.dll", "version.dll", "psapi.dll",
            "bcrypt.dll", "crypt32.dll", "secur32.dll", "iphlpapi.dll", "userenv.dll", "dbghelp.dll", "imm32.dll",
            "msvcrt.dll", "ucrtbase.dll", "powrprof.dll", "setupapi.dll", "winhttp.dll", "wininet.dll", "netapi32.dll",
            "rpcrt4.dll", "dwmapi.dll", "uxtheme.dll", "sspicli.dll", "normaliz.dll", "mpr.dll", "winspool.drv",
            "opengl32.dll", "d3d11.dll", "dxgi.dll", "ncrypt.dll", "wtsapi32.dll", "pdh.dll", "dnsapi.dll");

    private SystemDlls() {
    }

    /** True for a DLL that Windows itself provides (including the api-ms-win-* and ext-ms-win-* API sets). */
    static boolean contains(String dll) {
        String name = dll.toLowerCase(Locale.ROOT);
        return NAMES.contains(name) || name.startsWith("api-ms-win-") || name.startsWith("ext-ms-win-");
    }
}

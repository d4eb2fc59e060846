package dev.gomoku.examples.gomocup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the Gomocup rules ask of a Windows executable, read from its PE header: the machine, 32 or
 * 64 bits, console or window program, and the DLLs it imports (normal and delay-loaded).
 *
 * @param machine the COFF machine field, e.g. {@link #AMD64}
 * @param pe32Plus true for a 64-bit (PE32+) optional header
 * @param subsystem the optional header's subsystem, e.g. {@link #CONSOLE}
 * @param dll true for a DLL rather than a program
 * @param imports the imported DLL names as written in the file, in order
 */
public record PeImage(int machine, boolean pe32Plus, int subsystem, boolean dll, List<String> imports) {
    /** The machine field of an x86-64 image. */
    public static final int AMD64 = 0x8664;
    /** The subsystem of a console program (standard handles, what the pipe protocol needs). */
    public static final int CONSOLE = 3;
    private static final int MAX_DESCRIPTORS = 4096;
    private static final int MAX_NAME = 512;

    /**
     * Copies the import list.
     *
     * @param machine the machine field
     * @param pe32Plus true for PE32+
     * @param subsystem the subsystem
     * @param dll true for a DLL
     * @param imports the imported DLL names
     */
    public PeImage {
        imports = List.copyOf(imports);
    }

    /**
     * Reads the header of an executable.
     *
     * @param b the file's bytes (its first part is enough if it holds the headers and import names)
     * @return the image's description
     * @throws PeFormatException if the bytes are not a PE image, or a field points outside them
     */
    public static PeImage parse(byte[] b) throws PeFormatException {
        if (b.length < 0x40 || b[0] != 'M' || b[1] != 'Z') {
            throw new PeFormatException("not a Windows executable: no MZ header");
        }
        long pe = u32(b, 0x3C);
        if (pe + 24 > b.length || b[(int) pe] != 'P' || b[(int) pe + 1] != 'E' || b[(int) pe + 2] != 0
                || b[(int) pe + 3] != 0) {
            throw new PeFormatException(String.format(Locale.ROOT, "no PE signature at offset 0x%x", pe));
        }
        int coff = (int) pe + 4;
        int machine = u16(b, coff);
        int sections = u16(b, coff + 2);
        int optionalSize = u16(b, coff + 16);
        boolean dll = (u16(b, coff + 18) & 0x2000) != 0;
        int opt = coff + 20;
        need(b, opt, 2, "optional header");
        int magic = u16(b, opt);
        if (magic != 0x10B && magic != 0x20B) {
            throw new PeFormatException(String.format(Locale.ROOT, "unknown optional header magic 0x%x", magic));
        }
        boolean plus = magic == 0x20B;
        int subsystem = u16(b, need(b, opt + 68, 2, "subsystem"));
        int directories = plus ? opt + 112 : opt + 96;
        long count = u32(b, need(b, plus ? opt + 108 : opt + 92, 4, "directory count"));
        Section[] table = sections(b, opt + optionalSize, sections);
        List<String> imports = new ArrayList<>();
        if (count > 1) {
            long rva = u32(b, need(b, directories + 8, 8, "import directory"));
            if (rva != 0) {
                names(b, table, rva, 20, 12, imports);
            }
        }
        if (count > 13) {
            long rva = u32(b, need(b, directories + 13 * 8, 8, "delay import directory"));
            if (rva != 0) {
                names(b, table, rva, 32, 4, imports);
            }
        }
        return new PeImage(machine, plus, subsystem, dll, imports);
    }

    private record Section(long address, long size, long raw, long rawSize) {
    }

    private static Section[] sections(byte[] b, int at, int n) throws PeFormatException {
        need(b, at, n * 40, "section table");
        Section[] table = new Section[n];
        for (int i = 0; i < n; i++) {
            int s = at + i * 40;
            table[i] = new Section(u32(b, s + 12), Math.max(u32(b, s + 8), u32(b, s + 16)), u32(b, s + 20),
                    u32(b, s + 16));
        }
        return table;
    }

    private static int offset(Section[] table, long rva, String what) throws PeFormatException {
        for (Section s : table) {
            if (rva >= s.address && rva < s.address + s.size && rva - s.address < s.rawSize) {
                long at = s.raw + rva - s.address;
                if (at <= Integer.MAX_VALUE) {
                    return (int) at;
                }
            }
        }
        throw new PeFormatException(String.format(Locale.ROOT, "%s at RVA 0x%x lies in no section", what, rva));
    }

    /** The DLL names of a descriptor table (entries of {@code size} bytes, the name's RVA at {@code nameAt}). */
    private static void names(byte[] b, Section[] table, long rva, int size, int nameAt, List<String> out)
            throws PeFormatException {
        int at = offset(table, rva, "import table");
        for (int i = 0;; i++, at += size) {
            if (i == MAX_DESCRIPTORS) {
                throw new PeFormatException("import table without an end after " + MAX_DESCRIPTORS + " entries");
            }
            need(b, at, size, "import descriptor " + i);
            long name = u32(b, at + nameAt);
            if (name == 0) {
                return;
            }
            out.add(string(b, offset(table, name, "imported DLL name " + i)));
        }
    }

    private static String string(byte[] b, int at) throws PeFormatException {
        StringBuilder s = new StringBuilder();
        for (int i = at; i < b.length && i < at + MAX_NAME; i++) {
            if (b[i] == 0) {
                return s.toString();
            }
            if (b[i] < 0x20) {
                throw new PeFormatException(String.format(Locale.ROOT, "control byte in a DLL name at offset 0x%x", i));
            }
            s.append((char) (b[i] & 0xFF));
        }
        throw new PeFormatException(String.format(Locale.ROOT, "DLL name at offset 0x%x has no end", at));
    }

    private static int need(byte[] b, long at, long n, String what) throws PeFormatException {
        if (at < 0 || n < 0 || at + n > b.length) {
            throw new PeFormatException(String.format(Locale.ROOT, "%s at offset 0x%x lies beyond the file's %d bytes",
                    what, at, b.length));
        }
        return (int) at;
    }

    private static int u16(byte[] b, int at) throws PeFormatException {
        need(b, at, 2, "field");
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int at) throws PeFormatException {
        need(b, at, 4, "field");
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}

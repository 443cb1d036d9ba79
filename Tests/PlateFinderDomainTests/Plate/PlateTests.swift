import PlateFinderDomain
import Testing

struct PlateTests {
    @Test(arguments: [
        ("pbx-1234", "PBX1234"),
        (" PBX 1234 ", "PBX1234"),
        ("PBX1234", "PBX1234"),
        ("ab123a", "AB123A"),
        ("\tcd-1234\n", "CD1234"),
        ("PBX--1234", "PBX1234"),
        ("P B X1234", "PBX1234"),
        ("pbx 12 34", "PBX1234"),
        ("P-B-X 1-2-3-4", "PBX1234"),
        ("PBX\t1234", "PBX\t1234"),
        ("PBX-", "PBX"),
        ("", ""),
        ("   ", ""),
        ("ñbc1234", "ñBC1234"),
        ("ßbc1234", "ßBC1234"),
        ("ABC12 34", "ABC1234"),
        // Found by the plate-rules fuzz target: white space behind a dash at either end.
        ("-\tx", "X"),
        ("pbx1234-\u{0B}", "PBX1234"),
        ("-\u{3000}ñbc1234", "ñBC1234"),
    ])
    func init_normalizesUserText(input: String, expected: String) {
        #expect(Plate(input).value == expected)
    }

    @Test(arguments: [
        "pbx-1234", " P B X 1 2 3 4 ", "ab 123a", "cd—1234", "ÑBC 12", "-\tx", "x -\n",
        "-\u{3000}ñ", "ñ-\u{2028}",
    ])
    func init_isIdempotent(input: String) {
        #expect(Plate(Plate(input).value) == Plate(input))
    }
}

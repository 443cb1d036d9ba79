import PlateFinderDomain
import Testing

struct TaskNoteTests {
    @Test(arguments: [("", ""), ("  ", ""), (" bring the SOAT \n", "bring the SOAT")])
    func init_trimsAndMayBeEmpty(text: String, value: String) throws {
        let note = try TaskNote(text)
        #expect(note.value == value)
        #expect(note.isEmpty == value.isEmpty)
    }

    @Test(arguments: [
        ("line one\r\n\u{1B}[31mline two", "line one\nline two"),
        ("\u{202E}reversed\u{2066}\n\u{FEFF}", "reversed"),
    ])
    func init_stripsEachLine_andKeepsItsLineBreaks(text: String, value: String) throws {
        #expect(try TaskNote(text).value == value)
    }

    @Test
    func init_throwsNoteTooLong_pastTheBound() throws {
        let longest = String(repeating: "n", count: TaskNote.maximumLength)
        #expect(try TaskNote(longest).value == longest)
        #expect(throws: TaskValidationError.noteTooLong(maximum: TaskNote.maximumLength)) {
            try TaskNote(longest + "n")
        }
    }
}

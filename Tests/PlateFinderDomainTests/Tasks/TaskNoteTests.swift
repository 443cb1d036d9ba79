import PlateFinderDomain
import Testing

struct TaskNoteTests {
    @Test(arguments: [("", ""), ("  ", ""), (" bring the SOAT \n", "bring the SOAT")])
    func init_trimsAndMayBeEmpty(text: String, value: String) throws {
        let note = try TaskNote(text)
        #expect(note.value == value)
        #expect(note.isEmpty == value.isEmpty)
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

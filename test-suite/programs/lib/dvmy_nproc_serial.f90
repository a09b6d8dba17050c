! The serial stand-in for the DVM system's NUMBER_OF_PROCESSORS (a DVMH compiler provides the
! real one): a serial program runs on one processor.
integer function number_of_processors()
  number_of_processors = 1
end function number_of_processors

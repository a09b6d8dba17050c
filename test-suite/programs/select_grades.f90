! SELECT CASE in several forms: integer ranges (low:, :high, lo:hi), lists of values,
! CHARACTER selectors with ranges of letters, LOGICAL selectors, CASE DEFAULT in the
! middle, nested SELECT CASE, and a SELECT inside a DO loop using EXIT/CYCLE.
program select_grades
  implicit none
  integer :: score(10), i, nexc, k
  character(len=1) :: grade
  character(len=8) :: names(6)
  do i = 1, 10
    score(i) = mod(i * 37 + 11, 101)
  end do
  nexc = 0
  do i = 1, 10
    select case (score(i))
    case (90:)
      grade = 'A'
      nexc = nexc + 1
    case (75:89)
      grade = 'B'
    case default
      grade = 'F'
    case (60:74)
      grade = 'C'
    case (50, 55, 57:59)
      grade = 'D'
    end select
    write (*, '(i3, i5, 1x, a)') i, score(i), grade
  end do
  write (*, '(a, i3)') 'excellent', nexc
  names(1) = 'apple'; names(2) = 'Zebra'; names(3) = 'mango'
  names(4) = '42nd'; names(5) = 'kiwi'; names(6) = '_tmp'
  do i = 1, 6
    select case (names(i)(1:1))
    case ('a':'j')
      k = 1
    case ('k':'z')
      select case (names(i))
      case ('kiwi', 'mango')
        k = 2
      case default
        k = 3
      end select
    case ('A':'Z')
      k = 4
    case ('0':'9')
      k = 5
    case default
      k = 6
    end select
    write (*, '(a8, i3)') names(i), k
  end do
  do i = 1, 20
    select case (mod(i, 7) == 0)
    case (.true.)
      write (*, '(a, i3)') 'multiple of 7:', i
      if (i > 10) exit
    case (.false.)
      cycle
    end select
  end do
end program select_grades

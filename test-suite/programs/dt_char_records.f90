! CHARACTER components: fixed lengths, defaults, substrings as values and targets,
! concatenation and comparison of components, LEN/TRIM/INDEX on them, arrays of CHARACTER
! components, components passed to CHARACTER(*) dummies.
program dt_char_records
  implicit none
  type person
    character(len=10) :: first = 'nobody'
    character(len=12) :: last
    character(len=3) :: codes(2) = (/ 'aaa', 'bbb' /)
    integer :: age = 0
  end type person
  type(person) :: staff(3), p
  character(len=30) :: full
  integer :: i
  staff(1) = person('Ada', 'Lovelace', (/ 'mat', 'eng' /), 36)
  staff(2)%last = 'Turing'
  staff(2)%first = 'Alan'
  staff(2)%age = 41
  staff(3) = person(last='Hopper', first='Grace', age=85, codes=(/ 'cob', 'nav' /))
  do i = 1, 3
    full = trim(staff(i)%first) // ' ' // trim(staff(i)%last)
    print '(a, i4, 1x, a, a, i3)', full, staff(i)%age, staff(i)%codes(1), staff(i)%codes(2), &
      len_trim(staff(i)%last)
  end do
  p = staff(1)
  p%first(1:1) = 'E'
  p%last(5:) = 'lady'
  print *, p%first, '|', p%last, '|', p%codes
  print *, staff(1)%first < staff(2)%first, staff(3)%last == 'Hopper', index(staff(1)%last, 'lace')
  call upcase(p%first)
  call upcase(staff(3)%codes(2))
  print *, p%first, staff(3)%codes
  print *, len(p%last), p%last(1:4) // p%first(2:3)
contains
  subroutine upcase(s)
    character(len=*), intent(inout) :: s
    integer :: k
    do k = 1, len(s)
      if (s(k:k) >= 'a' .and. s(k:k) <= 'z') s(k:k) = achar(iachar(s(k:k)) - 32)
    end do
  end subroutine upcase
end program dt_char_records

! dvmh-test: c-files=lib/cx_c_strings.c
! Text through the C interface: Fortran strings passed NUL-terminated as
! CHARACTER(KIND=C_CHAR) arrays, C strings returned as TYPE(C_PTR) and copied into Fortran
! CHARACTER variables through C_F_POINTER with the length from strlen, BIND(C) module
! variables (a scalar and an array) that the C side reads and writes under their C names,
! and a Fortran BIND(C) procedure the C side calls with each token.
module text_bridge
  use, intrinsic :: iso_c_binding
  implicit none
  integer(c_int), bind(c, name='cx_token_count') :: ntokens
  real(c_double), bind(c, name='cx_weights') :: weights(4)
  character(len=16) :: seen(10)
  integer :: nseen = 0
  interface
    subroutine tokenize_start(text) bind(c, name='cx_tokenize_start')
      import :: c_char
      character(kind=c_char), intent(in) :: text(*)
    end subroutine tokenize_start
    type(c_ptr) function tokenize_next() bind(c, name='cx_tokenize_next')
      import :: c_ptr
    end function tokenize_next
    real(c_double) function weighted() bind(c, name='cx_weighted')
      import :: c_double
    end function weighted
    subroutine report(text) bind(c, name='cx_report')
      import :: c_char
      character(kind=c_char), intent(in) :: text(*)
    end subroutine report
    integer(c_size_t) function c_strlen(s) bind(c, name='strlen')
      import :: c_ptr, c_size_t
      type(c_ptr), value :: s
    end function c_strlen
  end interface
contains
  !> The C string at `p` as a Fortran string (blank-padded into `s`); its length.
  integer function from_c(p, s) result(n)
    type(c_ptr), intent(in) :: p
    character(len=*), intent(out) :: s
    character(kind=c_char), pointer :: chars(:)
    integer :: i
    n = int(c_strlen(p))
    call c_f_pointer(p, chars, [n])
    s = ' '
    do i = 1, min(n, len(s))
      s(i:i) = chars(i)
    end do
  end function from_c

  subroutine on_token(s, n) bind(c, name='cx_on_token')
    integer(c_int), value :: n
    character(kind=c_char), intent(in) :: s(n)
    integer :: i
    nseen = nseen + 1
    seen(nseen) = ' '
    do i = 1, n
      seen(nseen)(i:i) = s(i)
    end do
  end subroutine on_token
end module text_bridge

program cx_c_strings
  use text_bridge
  implicit none
  character(len=*), parameter :: sentence = 'the  quick brown fox jumps over'
  character(len=16) :: word
  character(len=80) :: joined
  type(c_ptr) :: p
  integer :: n, total

  weights = [0.5d0, 1.5d0, -1d0, 2d0]
  call tokenize_start(sentence // c_null_char)
  joined = ''
  total = 0
  do
    p = tokenize_next()
    if (.not. c_associated(p)) exit
    n = from_c(p, word)
    total = total + n
    joined = trim(joined) // '[' // word(1:n) // ']'
  end do
  print '(a)', trim(joined)
  print '(a, i3, a, i3)', 'tokens:', ntokens, '  letters:', total
  print '(a, f10.4)', 'weighted by C:', weighted()

  ntokens = 100
  print '(a, f10.4)', 'after Fortran set the count:', weighted()

  call report('alpha beta  gamma' // c_null_char)
  print '(a, i3, i3)', 'callbacks, count:', nseen, ntokens
  do n = 1, nseen
    print '(i3, 1x, a, i3)', n, trim(seen(n)), len_trim(seen(n))
  end do
  print '(a, i3)', 'C_NULL_CHAR code:', iachar(c_null_char)
  print '(a, i3, i3)', 'newline and tab codes:', iachar(c_new_line), iachar(c_horizontal_tab)
end program cx_c_strings
